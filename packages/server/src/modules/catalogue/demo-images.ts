import { encodePng, type Rgb } from '../shared/png';

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
