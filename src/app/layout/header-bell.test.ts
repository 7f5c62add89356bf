import { NotificationBell } from '@friendly/ui';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HeaderBell } from './header-bell';

function markup(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

/**
 * The signed-in header paints its bell before the tooltip's code has loaded (docs/decisions/093):
 * that bell is the design system's, markup for markup, so nothing changes when the real
 * one takes its place on the first hover or focus.
 */
describe('the header bell before its tooltip loads', () => {
  for (const count of [0, 1, 9, 12]) {
    it(`renders what NotificationBell renders, with ${count} unread`, () => {
      const real = markup(
        createElement(
          NotificationBell,
          { count, asChild: true },
          createElement(Link, { to: '/notifications' }),
        ),
      );
      expect(markup(createElement(HeaderBell, { count }))).toBe(real);
    });
  }
});
