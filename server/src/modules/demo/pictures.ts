import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * The demo's pictures, drawn here from shapes (docs/decisions/083): no third-party URL,
 * nothing downloaded, the same picture for the same name on every run. They go through
 * the same upload path as a person's photo (type judged by the bytes, re-encoded).
 */

function hashOf(name: string) {
  return createHash('sha256').update(name).digest();
}

const SKIN = ['#f1c7a5', '#e0a77f', '#c68863', '#a8694a', '#8a5339', '#f5d6bd'];
const HAIR = ['#2b1d14', '#4a2f1d', '#7a4b26', '#b07a3c', '#d9b26f', '#1f1f1f'];

/** A 640 × 640 JPEG portrait: a head and shoulders in colours of their own on a soft background. */
export async function drawPortrait(name: string) {
  const h = hashOf(name);
  const hue = (h[0]! * 360) / 256;
  const skin = SKIN[h[1]! % SKIN.length]!;
  const hair = HAIR[h[2]! % HAIR.length]!;
  const shirt = `hsl(${((hue + 150) % 360).toFixed(0)} 45% 45%)`;
  const longHair = h[3]! % 2 === 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue.toFixed(0)} 60% 86%)"/>
    <stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)} 55% 72%)"/>
  </linearGradient></defs>
  <rect width="640" height="640" fill="url(#bg)"/>
  ${longHair ? `<rect x="190" y="170" width="260" height="300" rx="120" fill="${hair}"/>` : ''}
  <path d="M110 640 C130 500 220 450 320 450 C420 450 510 500 530 640 Z" fill="${shirt}"/>
  <rect x="285" y="380" width="70" height="90" rx="30" fill="${skin}"/>
  <ellipse cx="320" cy="290" rx="110" ry="128" fill="${skin}"/>
  <path d="M205 280 C205 170 270 145 320 145 C380 145 440 175 437 280 C420 220 360 205 320 205 C270 205 225 225 205 280 Z" fill="${hair}"/>
  <circle cx="282" cy="300" r="11" fill="#2d2a26"/>
  <circle cx="358" cy="300" r="11" fill="#2d2a26"/>
  <path d="M285 355 Q320 ${378 + (h[4]! % 12)} 355 355" stroke="#8a4b3c" stroke-width="8" fill="none" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

export type Scene = 'table' | 'sunrise' | 'games' | 'bread' | 'rooftop' | 'beach' | 'dumplings';

/** Background colours of each scene: sky or wall above, ground or table below. */
const PALETTES: Record<Scene, [string, string, string]> = {
  table: ['#f6e7cf', '#c98b5a', '#7d4f2c'],
  sunrise: ['#ffb88c', '#ffd9a0', '#2f6f8f'],
  games: ['#dfe8f5', '#5b7fb0', '#2e4a73'],
  bread: ['#f8ecd8', '#d9a066', '#8c5a2b'],
  rooftop: ['#23264f', '#6c4f8c', '#2b2b3a'],
  beach: ['#9fd8f2', '#f2dca2', '#3d9ac2'],
  dumplings: ['#fbe3d6', '#b5523b', '#6e2c1f'],
};

/**
 * A 1200 × 800 picture of an event: a scene's colours with a table, plates, cups or a sun,
 * varied by `variant` so an event's second image differs from its first.
 */
export async function drawEventPicture(scene: Scene, variant: number, type: 'jpeg' | 'png' = 'jpeg') {
  const h = hashOf(`${scene}:${variant}`);
  const [sky, ground, accent] = PALETTES[scene];
  const horizon = 420 + (h[0]! % 120);
  const items = Array.from({ length: 3 + (h[1]! % 4) }, (_, index) => {
    const x = 180 + index * (840 / (3 + (h[1]! % 4))) + (h[2 + index]! % 40);
    const y = horizon + 110 + (h[8 + index]! % 90);
    const r = 38 + (h[14 + index]! % 30);
    return `<circle cx="${x.toFixed(0)}" cy="${y}" r="${r}" fill="#fffaf2" stroke="${accent}" stroke-width="6"/>
    <circle cx="${x.toFixed(0)}" cy="${y}" r="${(r * 0.55).toFixed(0)}" fill="${accent}" fill-opacity="0.55"/>`;
  }).join('\n');
  const sun =
    scene === 'sunrise' || scene === 'beach'
      ? `<circle cx="${300 + (h[20]! % 600)}" cy="${horizon - 40}" r="110" fill="#fff1b8" fill-opacity="0.9"/>`
      : scene === 'rooftop'
        ? Array.from(
            { length: 14 },
            (_, index) =>
              `<circle cx="${(h[index]! * 4.7).toFixed(0)}" cy="${(h[index + 14]! % 200) + 30}" r="3" fill="#fff7c2"/>`,
          ).join('')
        : `<rect x="${120 + (h[21]! % 700)}" y="90" width="220" height="170" rx="12" fill="#ffffff" fill-opacity="0.45"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${ground}"/>
  </linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  ${sun}
  <rect x="0" y="${horizon}" width="1200" height="${800 - horizon}" fill="${ground}"/>
  <rect x="90" y="${horizon + 60}" width="1020" height="${Math.max(180, 740 - horizon)}" rx="28" fill="${accent}" fill-opacity="0.35"/>
  ${items}
</svg>`;
  const image = sharp(Buffer.from(svg));
  return type === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 84 }).toBuffer();
}
