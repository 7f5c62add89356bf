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
export const test = base.extend<{
  cspViolations: string[];
  failOnCspViolation: undefined;
  consoleErrors: string[];
}>({
  cspViolations: async ({ context }, use) => {
    const violations: string[] = [];
    const collect = (text: string) => {
      if (CSP_VIOLATION.test(text)) violations.push(text);
    };
    context.on('console', (message) => collect(message.text()));
    context.on('weberror', (webError) => collect(webError.error().message));
    // The document's own report of each violation, in every page and frame of the context,
    // besides the console's wording of it.
    await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
          .__reportCspViolation;
        report?.(
          `securitypolicyviolation (Content Security Policy): ${event.effectiveDirective} refused ` +
            `${event.blockedURI || 'inline'} at ${event.documentURI} under "${event.originalPolicy}"`,
        );
      });
    });
    await use(violations);
  },
  /**
   * Console errors and uncaught exceptions of every page of the test's context (popups and
   * the sandbox's pages included), for a journey that must end with none. Not automatic:
   * a test that wants the check asserts `expect(consoleErrors).toEqual([])`.
   */
  consoleErrors: async ({ context }, use) => {
    const errors: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    });
    context.on('weberror', (webError) =>
      errors.push(`${webError.page()?.url() ?? ''}: ${webError.error().message}`),
    );
    await use(errors);
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
