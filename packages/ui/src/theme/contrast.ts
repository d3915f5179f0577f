import { darken, lighten } from '@mantine/core';

/** WCAG relative luminance of a #rrggbb colour. */
const luminanceOf = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const [high, low] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const toHex = (color: string): string => {
  const match = color.match(/\d+(\.\d+)?/g);
  if (!color.startsWith('rgb') || !match) return color;
  return `#${match
    .slice(0, 3)
    .map((n) => Math.round(Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
};

/**
 * `color`, darkened (on a light background) or lightened (on a dark one) in small steps until it
 * reaches `ratio` against every background given. AA asks 4.5:1 for text; callers ask a little more.
 */
export function readableOn(color: string, backgrounds: string[], ratio = 4.6): string {
  const onDark = luminanceOf(backgrounds[0] ?? '#ffffff') < 0.18;
  let candidate = toHex(color);
  for (let step = 0; step < 40; step++) {
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
    candidate = toHex(onDark ? lighten(candidate, 0.06) : darken(candidate, 0.06));
  }
  return candidate;
}
