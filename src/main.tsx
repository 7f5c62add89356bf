import '@friendly/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preferInterpretedZod } from './lib/zod-jitless';

// Before any chunk builds a schema: no `new Function` under our CSP (docs/decisions/085).
preferInterpretedZod();

const container = document.getElementById('root');
if (!container) throw new Error('Friendly Host: #root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
