import { test as base, expect } from '@playwright/test';

/**
 * How Chromium reports a Content Security Policy violation in the console: "Refused to
 * load the script … because it violates the following Content Security Policy
 * directive …", "Applying inline style violates the following Content Security Policy
 * directive …", and the like.
 */
export const CSP_VIOLATION = /Content Security Policy/i;

/** Marks a test that provokes a violation on purpose: the fixture then leaves the verdict to it. */
export const CSP_VIOLATION_EXPECTED = 'csp-violation-expected';

/**
 * Playwright's `test` with one automatic fixture: the console and uncaught errors of every
 * page of the test's browser context (popups included) are watched, and the test fails
 * when the browser reports a Content Security Policy violation — the built app, the API
 * reference and the sandbox pages must run under the server's policy
 * (docs/decisions/062). `cspViolations` lists them, for a test that provokes one on
 * purpose and says so with a `csp-violation-expected` annotation.
 */
export const test = base.extend<{ cspViolations: string[]; failOnCspViolation: undefined }>({
  cspViolations: async ({ context }, use) => {
    const violations: string[] = [];
    const collect = (text: string) => {
      if (CSP_VIOLATION.test(text)) violations.push(text);
    };
    context.on('console', (message) => collect(message.text()));
    context.on('weberror', (webError) => collect(webError.error().message));
    await use(violations);
  },
  failOnCspViolation: [
    async ({ cspViolations }, use, testInfo) => {
      await use(undefined);
      if (testInfo.annotations.some((note) => note.type === CSP_VIOLATION_EXPECTED)) return;
      expect(cspViolations, 'Content Security Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
