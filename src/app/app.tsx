import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SwrProvider } from '../api/swr-provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <SwrProvider>
      <RouterProvider router={router} />
    </SwrProvider>
  );
}
