// Draws the app icons (a white ball on the brand orange) as PNGs into public/icons/.
// Run with `node scripts/make-icons.ts`; the output is committed, so builds need no image tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const ORANGE = [234, 88, 12];
const WHITE = [255, 255, 255];
const INK = [28, 25, 23];

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function png(size: number, pixel: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x + 0.5, y + 0.5);
      raw.set([r!, g!, b!], y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A ball of the given radius (fraction of the icon) with a centre pentagon. */
function ball(size: number, radius: number) {
  const c = size / 2;
  const r = radius * size;
  const pentagon = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return [c + Math.cos(a) * r * 0.42, c + Math.sin(a) * r * 0.42] as const;
  });
  const inPentagon = (x: number, y: number) =>
    pentagon.every(([x1, y1], i) => {
      const [x2, y2] = pentagon[(i + 1) % 5]!;
      return (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1) >= 0;
    });
  return (x: number, y: number) => {
    const d = Math.hypot(x - c, y - c);
    if (d > r) return ORANGE;
    if (d > r * 0.93) return INK;
    return inPentagon(x, y) ? INK : WHITE;
  };
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, ball(192, 0.38)));
writeFileSync('public/icons/icon-512.png', png(512, ball(512, 0.38)));
// Maskable: the ball stays inside the 80 % safe zone whatever shape the launcher cuts.
writeFileSync('public/icons/icon-maskable-512.png', png(512, ball(512, 0.3)));
writeFileSync('public/icons/apple-touch-icon.png', png(180, ball(180, 0.36)));
console.log('Icons written to public/icons/');
