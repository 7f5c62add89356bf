import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EVENT_IMAGE_MESSAGES, EVENT_IMAGE_RULES, GENERIC_MESSAGES } from '@friendly/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_IMAGE, processImage } from '../../src/lib/images';
import { readUpload, type UploadRules } from '../../src/lib/uploads';
import { type FilePart, multipartBody } from '../support/multipart';
import { closeTestApp, createTestApp, type TestContext } from '../support/test-app';

/** The rules an event form will read its images with (document 001). */
const EVENT_UPLOAD: UploadRules = {
  files: {
    images: {
      maxBytes: EVENT_IMAGE_RULES.maxFileSize,
      maxCount: EVENT_IMAGE_RULES.maxFiles,
      tooLargeMessage: EVENT_IMAGE_RULES.messages.tooLarge,
      tooManyMessage: EVENT_IMAGE_RULES.messages.tooMany,
    },
  },
};

const image = (data: Buffer, filename: string, contentType = 'image/png'): FilePart => ({
  field: 'images',
  filename,
  contentType,
  data,
});

describe('uploads: multipart read within limits, files staged on disk', () => {
  let ctx: TestContext;
  let stagingDir: string;
  /** What the route saw staged while it ran. */
  let stagedWhileRunning: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({}, (app) => {
      stagingDir = path.join(app.deps.config.dataDir, 'uploads-staging');
      app.post('/test/event-images', async (request) => {
        const upload = await readUpload(request, EVENT_UPLOAD, stagingDir);
        try {
          stagedWhileRunning = readdirSync(stagingDir);
          const sizes = await Promise.all(
            upload.files.map(async (file) =>
              (await processImage(file.path, EVENT_IMAGE)).map((out) => out.name),
            ),
          );
          return {
            fields: upload.fields,
            files: upload.files.map((file) => file.filename),
            sizes,
            errors: upload.errors,
          };
        } finally {
          await upload.dispose();
        }
      });
    });
  });
  afterAll(() => closeTestApp(ctx));

  const send = (fields: Record<string, string>, files: FilePart[]) => {
    const { payload, headers } = multipartBody(fields, files);
    return ctx.app.inject({ method: 'POST', url: '/test/event-images', payload, headers });
  };

  it('takes ten images with the fields, stages each on disk, and leaves nothing behind', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const files = Array.from({ length: 10 }, (_, index) =>
      index % 2 ? image(png, `p${index}.png`) : image(jpeg, `j${index}.jpg`, 'image/jpeg'),
    );
    // An empty file input is no file.
    const response = await send({ title: 'Sunrise walk' }, [...files, image(Buffer.alloc(0), '')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { title: 'Sunrise walk' },
      files: files.map((file) => file.filename),
      sizes: files.map(() => ['large', 'card']),
      errors: {},
    });
    expect(stagedWhileRunning).toHaveLength(10);
    expect(readdirSync(stagingDir)).toEqual([]);
  });

  it('answers 413 with the rule’s message for one file too many, staging nothing', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const response = await send(
      {},
      Array.from({ length: 11 }, (_, index) => image(png, `${index}.png`)),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, message: EVENT_IMAGE_MESSAGES.tooMany });
    expect(readdirSync(stagingDir)).toEqual([]);
  });

  it('reports a file over 10 MB beside its field, by name, and keeps the others', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const response = await send({}, [
      image(png, 'small.png'),
      image(Buffer.alloc(EVENT_IMAGE_RULES.maxFileSize + 1, 1), 'huge.png'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      files: ['small.png'],
      errors: { images: [EVENT_IMAGE_MESSAGES.tooLarge({ file: 'huge.png' })] },
    });
    expect(readdirSync(stagingDir)).toEqual([]);
  });

  it('answers 400 in the spec’s shape to a body that is not multipart at all', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/event-images',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'not a form',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: GENERIC_MESSAGES.badForm });
    expect(existsSync(stagingDir) ? readdirSync(stagingDir) : []).toEqual([]);
  });
});
