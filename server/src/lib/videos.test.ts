import { describe, expect, it } from 'vitest';
import { forgedFtyp, mp4Video, webmVideo } from '../../test/support/video-files';
import { readVideo } from './videos';

describe('readVideo', () => {
  it('reads an MP4, a MOV and a WebM with their lengths', async () => {
    expect(await readVideo(mp4Video({ seconds: 2.5 }))).toEqual({
      contentType: 'video/mp4',
      ext: 'mp4',
      seconds: 2.5,
    });
    expect(await readVideo(mp4Video({ seconds: 4, brand: 'qt  ' }))).toEqual({
      contentType: 'video/quicktime',
      ext: 'mov',
      seconds: 4,
    });
    expect(await readVideo(webmVideo({ seconds: 3 }))).toEqual({
      contentType: 'video/webm',
      ext: 'webm',
      seconds: 3,
    });
  });

  it('refuses a valid ftyp box followed by garbage, and a lone ftyp box', async () => {
    const forged = forgedFtyp();
    expect(forged.toString('latin1', 4, 8)).toBe('ftyp');
    expect(await readVideo(forged)).toBeNull();
    expect(await readVideo(mp4Video({ seconds: 1 }).subarray(0, 24))).toBeNull();
  });

  it('refuses a cut-off movie, a WebM without its tracks, and bytes that are no container', async () => {
    const movie = mp4Video({ seconds: 1 });
    expect(await readVideo(movie.subarray(0, movie.length - 40))).toBeNull();
    const webm = webmVideo({ seconds: 1 });
    expect(await readVideo(webm.subarray(0, webm.length - 30))).toBeNull();
    expect(await readVideo(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
  });

  it('says null for a length the container does not give', async () => {
    const movie = mp4Video({ seconds: 0 });
    expect(await readVideo(movie)).toMatchObject({ ext: 'mp4', seconds: null });
  });
});
