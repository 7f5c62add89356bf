/**
 * Tells zod, before it loads, not to compile parsers with `new Function` (docs/decisions/085).
 *
 * zod 4 builds a fast parser for each object schema with `new Function`, after probing
 * whether it may. Under our Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') that probe is a violation Chrome records in its Issues panel — what kept
 * Lighthouse best practices at 96. The interpreted parser gives the same answers.
 *
 * zod keeps its configuration in `globalThis.__zod_globalConfig` (shared by every copy of
 * zod on a page) and reads it when a schema is built; setting it here, from the entry,
 * precedes every contract module, which all load in later chunks — and keeps zod itself
 * out of the entry (docs/decisions/072, 085).
 */
export function preferInterpretedZod() {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
