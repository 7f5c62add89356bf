import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotification } from '../../src/modules/notifications/repository';
import { bearer, signUpHost } from '../support/hosts';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';
import { testDriver } from '../support/test-database';

/**
 * What the build leaves in dist/: every file with its .br and .gz beside it, except the
 * ones too small to be worth it. The compressed files say which they are, so a test can
 * tell a file sent as built from one compressed on the fly.
 */
function writeDist(dir: string) {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Friendly Host</title><div id="root"></div>',
    'assets/index-3f9a1c2b.js': `console.info(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(`${text}/*br*/`));
    writeFileSync(`${file}.gz`, gzipSync(`${text}/*gz*/`));
  }
  writeFileSync(
    path.join(dir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
  );
}

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'friendly-dist-'));
  writeDist(dist);
  ctx = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await closeTestApp(ctx);
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the built app: precompressed files, cache rules (docs/decisions/071)', () => {
  it('sends a hashed asset as built in brotli or gzip, immutable, varying on Accept-Encoding', async () => {
    const br = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/\/\*br\*\/$/);

    const gzip = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-3f9a1c2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^console\.info/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html and the history fallback precompressed and no-cache', async () => {
    for (const url of ['/', '/my-events', '/index.html']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain('<div id="root">');
    }
    const plain = await get('/my-events');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('never compresses a built file on the fly: one without .br/.gz goes out as it is', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body).toMatch(/^<svg/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe(`JSON answers of the API (${testDriver})`, () => {
  it('compresses an answer over 1 KB as the client accepts, and leaves a small one alone', async () => {
    const host = await signUpHost(ctx);
    const { id } = (await get('/api/user', bearer(host.token))).json().data;
    for (let index = 0; index < 12; index += 1) {
      await insertNotification(ctx.database.db, {
        userId: id,
        type: 'host.approved',
        title: `Notice ${index}`,
        message: 'Something worth knowing happened today.',
        sentAt: ctx.clock(),
      });
    }
    const plain = await get('/api/notifications', bearer(host.token));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/notifications', { ...bearer(host.token), 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/notifications', { ...bearer(host.token), 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const user = await get('/api/user', { ...bearer(host.token), 'accept-encoding': 'gzip, br' });
    expect(user.statusCode).toBe(200);
    expect(user.rawPayload.length).toBeLessThan(1024);
    expect(user.headers['content-encoding']).toBeUndefined();
  });
});
