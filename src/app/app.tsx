import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SwrProvider } from '../api/swr-provider';
import { createAppRouter, type LoadedScreen } from './router';

/** A page the server painted: its screen, loaded, and the answers it was drawn with. */
export type PaintedStart = { screen: LoadedScreen; reads: Readonly<Record<string, unknown>> };

export function App({ painted }: { painted?: PaintedStart }) {
  const [router] = useState(() => createAppRouter(painted?.screen));
  return (
    <SwrProvider painted={painted?.reads}>
      <RouterProvider router={router} />
    </SwrProvider>
  );
}
