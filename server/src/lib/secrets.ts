import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads DATA_DIR/secrets/<name>, creating it with a fresh random value (owner-only file
 * mode) the first time. Development and test use this; production passes secrets in the
 * environment (config refuses to start without JWT_SECRET).
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}

export function readSecretIfPresent(dataDir: string, name: string): string | null {
  const file = path.join(dataDir, 'secrets', name);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
