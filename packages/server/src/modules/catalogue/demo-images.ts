import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Encodes RGB pixels (one function call per pixel) as a PNG. */
export const encodePng = (width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer => {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw.writeUInt8(r, row + 1 + x * 3);
      raw.writeUInt8(g, row + 2 + x * 3);
      raw.writeUInt8(b, row + 3 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const shade = ([r, g, b]: Rgb, factor: number): Rgb => [
  Math.round(r * factor),
  Math.round(g * factor),
  Math.round(b * factor),
];

/**
 * A small garment picture for the demo catalogue: a T-shirt silhouette in the product's colour on a
 * light background, with a stripe whose position varies by `variant`.
 */
export const garmentPng = (color: Rgb, variant: number, size = 120): Buffer => {
  const background: Rgb = [244, 241, 236];
  const stripeTop = Math.round(size * (0.45 + (variant % 4) * 0.08));
  return encodePng(size, size, (x, y) => {
    const u = x / size;
    const v = y / size;
    const body = u > 0.3 && u < 0.7 && v > 0.22 && v < 0.9;
    const sleeves = v > 0.22 && v < 0.42 && ((u > 0.12 && u <= 0.3) || (u >= 0.7 && u < 0.88));
    const neck = v < 0.3 && Math.abs(u - 0.5) < 0.08;
    if (neck || !(body || sleeves)) return background;
    if (body && y >= stripeTop && y < stripeTop + size * 0.05) return shade(color, 0.7);
    return color;
  });
};
