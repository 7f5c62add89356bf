/**
 * What the log may say about an error (docs/decisions/061). A failed query's error names
 * its parameters ("params: Ana,Lima,…") and PostgreSQL's detail and message quote the row
 * ("Key (phone_e164)=(+614…) already exists", 'invalid input syntax: "…"'): contact
 * messages and profile data would end up in the log. For database errors only safe
 * facts are kept — the SQL state, the constraint, table and column names, the statement
 * text (parameterised, so value-free) and the stack frames; other errors keep their own
 * message.
 */
export type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  query?: string;
  cause?: SafeError;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  // The first line repeats the message; the frames after it carry no data.
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  const record = error as Error & Record<string, unknown>;
  const code = text(record.code);
  const isQueryError = 'query' in record && 'params' in record;
  const isDatabaseError = isQueryError || (code !== undefined && SQLSTATE.test(code));
  const safe: SafeError = {
    type: error.name,
    message: isQueryError ? 'Failed query' : isDatabaseError ? `database error ${code}` : error.message,
    stack: (isDatabaseError ? frames(error.stack) : error.stack) ?? '',
  };
  if (isDatabaseError) {
    for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      const value = text(record[key]);
      if (value) safe[key] = value;
    }
    if (isQueryError) safe.query = text(record.query)?.slice(0, 2000);
  } else if (code) {
    safe.code = code;
  }
  if (record.cause && depth < 3) safe.cause = safeError(record.cause, depth + 1);
  return safe;
}
