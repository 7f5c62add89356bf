import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are app-generated ('profile-photos/<random>.webp'). */
export interface StorageProvider {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads a public file from (profile photos, event and reference images). */
  urlFor(key: string): string;
  /**
   * A URL for a file only some people may see (chat media), which works for about an hour
   * from `now` (docs/decisions/106). Handed only to those allowed, each time they read.
   */
  privateUrlFor(key: string, now: Date): string;
}

/** How long a private link works: between 50 minutes and an hour (docs/decisions/106). */
export const PRIVATE_LINK_SECONDS = 60 * 60;
/**
 * Links end on a 10-minute step, so every reader within a step gets the same URL and a
 * browser's cached copy is used again until the link ends.
 */
export const PRIVATE_LINK_STEP_SECONDS = 10 * 60;

/** Keys under these prefixes are served only through a private (signed) link. */
export const PRIVATE_KEY_PREFIXES = ['chat/'] as const;

export function isPrivateKey(key: string) {
  return PRIVATE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Files under DATA_DIR/uploads, served by the server at /media/<key>. */
export class LocalStorageProvider implements StorageProvider {
  readonly #linkKey: Buffer;

  /**
   * `linkKey` signs private links (HMAC-SHA256); the server derives it from its signing
   * secret, so every instance of a deployment accepts the others' links. Without one (the
   * CLI, which hands no link to a browser) a random key is used.
   */
  constructor(
    readonly root: string,
    options: { linkKey?: Buffer } = {},
  ) {
    this.#linkKey = options.linkKey ?? randomBytes(32);
  }

  private pathFor(key: string) {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`unsafe storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer) {
    const full = this.pathFor(key);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, data);
  }

  /** Keys whose deletion waits for the holders (a backup copying the files), or null. */
  #held: Set<string> | null = null;
  #holders = 0;

  async delete(key: string) {
    if (this.#held) {
      this.#held.add(key);
      return;
    }
    await rm(this.pathFor(key), { force: true });
  }

  /**
   * Defers every deletion until the returned function runs (and every other holder's): a
   * backup copies the files the database dump names, so none may go meanwhile
   * (docs/decisions/097). A process stopped while holding leaves files no row names; the
   * sweep at the next start removes them.
   */
  holdDeletes() {
    this.#holders += 1;
    this.#held ??= new Set();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.#holders -= 1;
      if (this.#holders > 0 || !this.#held) return;
      const keys = [...this.#held];
      this.#held = null;
      await Promise.all(keys.map((key) => rm(this.pathFor(key), { force: true })));
    };
  }

  urlFor(key: string) {
    return `/media/${key}`;
  }

  #signature(key: string, expires: number) {
    return createHmac('sha256', this.#linkKey).update(`media-link\n${key}\n${expires}`).digest();
  }

  privateUrlFor(key: string, now: Date) {
    const step = PRIVATE_LINK_STEP_SECONDS;
    const expires = Math.floor(now.getTime() / 1000 / step) * step + PRIVATE_LINK_SECONDS;
    const signature = this.#signature(key, expires).toString('base64url');
    return `/media/${key}?expires=${expires}&signature=${signature}`;
  }

  /**
   * Whether a private link is this server's and still works at `now`: the seconds it has
   * left, or null (unsigned, signed for another key, altered, or ended).
   */
  verifyPrivateLink(
    key: string,
    query: { expires?: unknown; signature?: unknown },
    now: Date,
  ): number | null {
    const { expires, signature } = query;
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
    if (typeof signature !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
    const expected = this.#signature(key, Number(expires));
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const left = Number(expires) - Math.floor(now.getTime() / 1000);
    return left > 0 ? Math.min(left, PRIVATE_LINK_SECONDS) : null;
  }
}
