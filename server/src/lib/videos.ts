import { parseBuffer } from 'music-metadata';

/**
 * Videos judged by their container, not by a few magic bytes (docs/decisions/106): the
 * whole file is parsed by music-metadata, which walks every box of an MP4/MOV (a box that
 * claims more bytes than the file has is an error) and every element of a WebM. A file is
 * a video we take when it parses as one of those containers and holds a video track; its
 * length is the container's (the WebM Info's Duration; for MP4/MOV the longer of the movie
 * header's and the audio track's, since music-metadata reports only the latter).
 */

export type VideoKind = {
  contentType: 'video/mp4' | 'video/webm' | 'video/quicktime';
  ext: 'mp4' | 'webm' | 'mov';
};

export type VideoInfo = VideoKind & {
  /** The container's length in seconds, or null when it does not say (e.g. a fragmented MP4). */
  seconds: number | null;
};

/** The kind of video the bytes are, or null when they are not an MP4, MOV or WebM with a video track. */
export async function readVideo(bytes: Buffer): Promise<VideoInfo | null> {
  let format: Awaited<ReturnType<typeof parseBuffer>>['format'];
  try {
    ({ format } = await parseBuffer(bytes, undefined, { duration: true, skipCovers: true }));
  } catch {
    return null;
  }
  if (!format.hasVideo || !format.container) return null;
  const kind = kindOf(format.container, bytes);
  if (!kind) return null;
  const reported =
    typeof format.duration === 'number' && Number.isFinite(format.duration) ? format.duration : 0;
  const movie = kind.ext === 'webm' ? 0 : (movieHeaderSeconds(bytes) ?? 0);
  const seconds = Math.max(reported, movie);
  return { ...kind, seconds: seconds > 0 ? seconds : null };
}

function kindOf(container: string, bytes: Buffer): VideoKind | null {
  if (container === 'EBML/webm') return { contentType: 'video/webm', ext: 'webm' };
  // music-metadata names an ISO base media file by its brands ('isom/mp41', 'qt/…').
  if (container.startsWith('EBML')) return null;
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  return bytes.toString('latin1', 8, 12) === 'qt  '
    ? { contentType: 'video/quicktime', ext: 'mov' }
    : { contentType: 'video/mp4', ext: 'mp4' };
}

/** The boxes directly inside `bytes[start, end)`: type, and where its payload lies. */
function* boxes(bytes: Buffer, start: number, end: number) {
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(end - offset)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

/** The movie header's (moov/mvhd) duration in seconds, or null. */
function movieHeaderSeconds(bytes: Buffer): number | null {
  for (const moov of boxes(bytes, 0, bytes.length)) {
    if (moov.type !== 'moov') continue;
    for (const mvhd of boxes(bytes, moov.start, moov.end)) {
      if (mvhd.type !== 'mvhd') continue;
      const version = bytes[mvhd.start];
      // version 0: creation, modification (4 bytes each), timescale, duration (4 bytes);
      // version 1: creation, modification (8 bytes each), timescale (4), duration (8).
      const at = mvhd.start + 4 + (version === 1 ? 16 : 8);
      const need = version === 1 ? 12 : 8;
      if (at + need > mvhd.end) return null;
      const timescale = bytes.readUInt32BE(at);
      const duration = version === 1 ? Number(bytes.readBigUInt64BE(at + 4)) : bytes.readUInt32BE(at + 4);
      // All ones means "unknown" in the format.
      const unknown = version === 1 ? duration >= Number.MAX_SAFE_INTEGER : duration === 0xffffffff;
      if (timescale === 0 || unknown) return null;
      return duration / timescale;
    }
  }
  return null;
}
