import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import type { RealtimeConnection } from './realtime-connection';
import { useSession } from './use-session';

/**
 * Loads the tab's realtime connection (and socket.io-client with it) on first use: a
 * chunk of its own, never part of the entry (docs/decisions/095).
 */
export const loadRealtime = (): Promise<RealtimeConnection | null> =>
  import('./realtime').then((module) => module.realtime());

// undefined: no provider, the app's own socket; null: a provider that says "not connected".
const RealtimeContext = createContext<RealtimeConnection | null | undefined>(undefined);

/** Hands screens another connection than the tab's socket (the screen stories' fake). */
export function RealtimeProvider({
  connection,
  children,
}: {
  connection: RealtimeConnection | null;
  children: ReactNode;
}) {
  return <RealtimeContext value={connection}>{children}</RealtimeContext>;
}

/**
 * The realtime connection for a screen that needs it now (Messages): the provider's, or
 * the tab's socket, loaded on first use; null while it loads and while signed out.
 */
export function useRealtime(): RealtimeConnection | null {
  const provided = use(RealtimeContext);
  const { token } = useSession();
  const [loaded, setLoaded] = useState<RealtimeConnection | null>(null);

  useEffect(() => {
    if (provided !== undefined || !token) return;
    let current = true;
    loadRealtime().then(
      (connection) => current && setLoaded(connection),
      (error: unknown) => console.warn('The realtime client did not load', error),
    );
    return () => {
      current = false;
    };
  }, [provided, token]);

  if (provided !== undefined) return provided;
  return token ? loaded : null;
}
