import '@friendly/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeOverPaintedReads } from './api/swr-provider';
import { App } from './app/app';
import { holdEarlyClicks } from './app/early-clicks';
import { markPaintedPage, paintedPageData } from './app/painted-page';
import { loadScreenAt } from './app/router';
import { TakenOver } from './app/taken-over';
import { preferInterpretedZod } from './lib/zod-jitless';

// Before any chunk builds a schema: no `new Function` under our CSP (docs/decisions/085).
preferInterpretedZod();

const container = document.getElementById('root');
if (!container) throw new Error('Friendly Host: #root element missing from index.html');

/**
 * A page the server painted (docs/decisions/145) is taken over where it stands: its screen's
 * chunk first (the page's first script asked for it already), then React hydrates the HTML
 * with the answers it was drawn with. Any other page is the app's shell: React renders into it.
 */
async function start(root: HTMLElement) {
  const painted = paintedPageData();
  // Its links are on screen already: a click before the app answers is held, not lost.
  const letClicksGo = painted ? holdEarlyClicks(root) : undefined;
  const screen = painted ? await loadScreenAt(window.location.pathname).catch(() => null) : null;
  if (painted && screen) {
    markPaintedPage(painted.locale);
    takeOverPaintedReads(painted.reads);
    // In slices too (below): the page is on screen already, so nothing waits for it.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App painted={{ screen, reads: painted.reads }} />
          <TakenOver onTakenOver={letClicksGo} />
        </StrictMode>,
      );
    });
    return;
  }
  letClicksGo?.(false);
  // As a transition, so React renders the first screen in slices and lets the browser in
  // between (no task of hundreds of milliseconds on a slow phone: total blocking time);
  // index.html's overlay stays on screen until it commits.
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start(container);
