import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are app-generated ('profile-photos/<random>.webp'). */
export interface StorageProvider {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  urlFor(key: string): string;
}

/** Files under DATA_DIR/uploads, served by the server at /media/<key>. */
export class LocalStorageProvider implements StorageProvider {
  constructor(readonly root: string) {}

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
}
