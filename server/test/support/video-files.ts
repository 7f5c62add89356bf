/**
 * Small, structurally valid video files built in the test (no ffmpeg on the machines that
 * run the suite): an MP4/MOV with one video track, and a WebM (Matroska) with one video
 * track, each of a chosen duration. Enough for a container parser to read them as a
 * player would; they hold no coded frames.
 */

function box(type: string, ...parts: Buffer[]) {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...parts);
}

function u32(...values: number[]) {
  const out = Buffer.alloc(4 * values.length);
  for (const [index, value] of values.entries()) out.writeUInt32BE(value >>> 0, index * 4);
  return out;
}

function u16(...values: number[]) {
  const out = Buffer.alloc(2 * values.length);
  for (const [index, value] of values.entries()) out.writeUInt16BE(value & 0xffff, index * 2);
  return out;
}

const IDENTITY_MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/** An MP4 (brand `isom`) or a QuickTime movie (brand `qt  `) of `seconds`, 16×16, one video track. */
export function mp4Video({ seconds, brand = 'isom' }: { seconds: number; brand?: 'isom' | 'qt  ' }) {
  const timescale = 1000;
  const duration = Math.round(seconds * timescale);
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(`${brand}mp41`, 'latin1'));
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0, 0, timescale, duration, 0x00010000),
    u16(0x0100, 0),
    u32(0, 0),
    IDENTITY_MATRIX,
    Buffer.alloc(24),
    u32(2),
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(0, 0, 1, 0, duration, 0, 0),
    u16(0, 0, 0, 0),
    IDENTITY_MATRIX,
    u32(16 << 16, 16 << 16),
  );
  const mdhd = fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0));
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from('vide', 'latin1'),
    u32(0, 0, 0),
    Buffer.from('Video\0'),
  );
  const vmhd = fullBox('vmhd', 0, 1, u16(0, 0, 0, 0));
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(0)),
    fullBox('stts', 0, 0, u32(0)),
    fullBox('stsc', 0, 0, u32(0)),
    fullBox('stsz', 0, 0, u32(0, 0)),
    fullBox('stco', 0, 0, u32(0)),
  );
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', vmhd, dinf, stbl)));
  return Buffer.concat([ftyp, box('moov', mvhd, trak), box('mdat')]);
}

/** An EBML element: id bytes, size as an 8-byte vint, then the body. */
function ebml(id: number[], ...parts: Buffer[]) {
  const body = Buffer.concat(parts);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length), 0);
  size[0] = (size[0] ?? 0) | 0x01;
  return Buffer.concat([Buffer.from(id), size, body]);
}

const uint = (value: number) => Buffer.from([value]);
const float64 = (value: number) => {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value, 0);
  return out;
};

/** A WebM of `seconds`, 16×16, one VP8 video track. */
export function webmVideo({ seconds }: { seconds: number }) {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    ebml([0x42, 0x86], uint(1)), // EBMLVersion
    ebml([0x42, 0xf7], uint(1)), // EBMLReadVersion
    ebml([0x42, 0xf2], uint(4)), // EBMLMaxIDLength
    ebml([0x42, 0xf3], uint(8)), // EBMLMaxSizeLength
    ebml([0x42, 0x82], Buffer.from('webm')), // DocType
    ebml([0x42, 0x87], uint(4)), // DocTypeVersion
    ebml([0x42, 0x85], uint(2)), // DocTypeReadVersion
  );
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), // TimecodeScale: 1 ms
    ebml([0x44, 0x89], float64(seconds * 1000)), // Duration, in TimecodeScale units
    ebml([0x4d, 0x80], Buffer.from('test')), // MuxingApp
    ebml([0x57, 0x41], Buffer.from('test')), // WritingApp
  );
  const tracks = ebml(
    [0x16, 0x54, 0xae, 0x6b],
    ebml(
      [0xae], // TrackEntry
      ebml([0xd7], uint(1)), // TrackNumber
      ebml([0x73, 0xc5], uint(1)), // TrackUID
      ebml([0x83], uint(1)), // TrackType: video
      ebml([0x86], Buffer.from('V_VP8')), // CodecID
      ebml([0xe0], ebml([0xb0], uint(16)), ebml([0xba], uint(16))), // Video: width, height
    ),
  );
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], info, tracks)]);
}

/** What the old check took for a video: `ftyp` at offset 4, then anything. */
export function forgedFtyp() {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isommp41', 'latin1')),
    Buffer.from('this is not a movie, only bytes after a valid ftyp box; '.repeat(40)),
  ]);
}
