import * as React from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Unsaved changes survive an accidental navigation: while `dirty`, a move to another
 * screen waits for the host's answer (react-router's blocker; a change of query only
 * passes), and the browser asks before a reload or a closed tab. Once the form means to
 * leave (saved, or the session ended), `allowLeaving()` lets every navigation through.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const leaving = React.useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  React.useEffect(() => {
    if (!dirty) return;
    const warn = (unload: BeforeUnloadEvent) => {
      if (leaving.current) return;
      unload.preventDefault();
      unload.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    /** A navigation waits for the host: show the question. */
    blocked: blocker.state === 'blocked',
    /** The host stays: the navigation is dropped. */
    stay: () => {
      if (blocker.state === 'blocked') blocker.reset();
    },
    /** The host leaves: the navigation goes on. */
    leave: () => {
      if (blocker.state === 'blocked') blocker.proceed();
    },
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
