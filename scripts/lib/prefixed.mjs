// Runs commands at once with each line of their output prefixed, so interleaved output can
// be told apart (scripts/test-all.mjs, scripts/test-server.mjs).
import { spawn } from 'node:child_process';

/** Writes each whole line of a stream with `prefix` before it. */
export function prefixLines(stream, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`${prefix}${rest}\n`);
  });
}

/**
 * Spawns `command args`; with `prefix`, its stdout and stderr go to ours line by line with
 * the prefix, otherwise straight through. Resolves with the exit status and the seconds taken.
 */
export function run(command, args, { cwd, env = process.env, prefix } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      prefixLines(child.stdout, prefix);
      prefixLines(child.stderr, prefix);
    }
    child.on('close', (code, signal) => {
      resolve({ status: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}
