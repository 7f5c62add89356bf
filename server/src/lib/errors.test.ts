import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

/** What node-postgres raises: an Error with the server's SQLSTATE or the socket's code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable (503, docs/decisions/094)', () => {
  it('is true for a database that went away, could not be reached or is not taking connections', () => {
    for (const error of [
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      pgError('read ECONNRESET', 'ECONNRESET'),
      pgError('Connection terminated unexpectedly'),
      pgError('timeout exceeded when trying to connect'),
      pgError('Client has encountered a connection error and is not queryable'),
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('sorry, too many clients already', '53300'),
      pgError('connection failure', '08006'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      // Drizzle wraps the driver's error as its cause.
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
    }
  });

  it('is false for a query that is wrong, a broken rule or anything else', () => {
    for (const error of [
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('syntax error at or near "selec"', '42601'),
      pgError('canceling statement due to statement timeout', '57014'),
      new TypeError('Cannot read properties of undefined'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    // A parameter that happens to read like a lost connection is not one.
    const quoting = new DrizzleQueryError(
      'insert into chat_messages …',
      ['Connection terminated'],
      pgError('dup', '23505'),
    );
    expect(isDatabaseUnavailable(quoting)).toBe(false);
  });
});
