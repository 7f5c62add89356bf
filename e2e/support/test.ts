import { test as base, expect } from '@playwright/test';

/** How Chromium reports a Content Security Policy violation in the console. */
export const CSP_VIOLATION = /Content Security Policy/i;

/**
 * Playwright's `test` with one automatic fixture: every page's console is watched, and a
 * test fails when the browser reports a Content Security Policy violation — the built app,
 * the API reference and the sandbox pages must run under the server's policy
 * (docs/decisions/062). `cspViolations` lists them for a test that provokes one on purpose.
 */
export const test = base.extend<{ cspViolations: string[]; failOnCspViolation: undefined }>({
  cspViolations: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (CSP_VIOLATION.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (CSP_VIOLATION.test(error.message)) violations.push(error.message);
    });
    await use(violations);
  },
  failOnCspViolation: [
    async ({ cspViolations }, use, testInfo) => {
      await use(undefined);
      // A test that provokes a violation on purpose says so with this annotation.
      if (testInfo.annotations.some((note) => note.type === 'csp-violation-expected')) return;
      expect(cspViolations, 'Content Security Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
