// Colour contrast by WCAG 2.x (relative luminance): the theme's text tones and antd's tag colours.

/** WCAG 2.x AA minimum contrast for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG 2.x AA minimum contrast for a focus indicator and other non-text parts (1.4.11). */
export const AA_NON_TEXT_CONTRAST = 3;

/** White, the page's background. */
export const WHITE = '#ffffff';
const BLACK = '#000000';

function channels(hex: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return [r, g, b];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** Contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** `color` mixed with `other`, `weight` (0–1) of it `other`. */
export function mixColors(color: string, other: string, weight: number): string {
  const [from, to] = [channels(color), channels(other)];
  return toHex(from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * weight));
}

/**
 * The lightest tone of `color` (mixed with black in 1 % steps) that reaches `minimumContrast`
 * against every one of `backgrounds`: a colour that already does is returned as it is.
 */
export function readableTone(
  color: string,
  backgrounds: readonly string[] = [WHITE],
  minimumContrast: number = AA_TEXT_CONTRAST,
): string {
  const normalised = toHex(channels(color));
  for (let step = 0; step <= 100; step += 1) {
    const tone = mixColors(normalised, BLACK, step / 100);
    if (backgrounds.every((background) => contrastRatio(tone, background) >= minimumContrast)) return tone;
  }
  return BLACK;
}
