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

  async delete(key: string) {
    await rm(this.pathFor(key), { force: true });
  }

  urlFor(key: string) {
    return `/media/${key}`;
  }
}
