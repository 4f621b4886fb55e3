// Colour contrast by WCAG 2.x (relative luminance): the theme's text tones and antd's tag colours.
import { theme } from 'antd';

/** WCAG 2.x AA minimum contrast for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG 2.x AA minimum contrast for a focus indicator and other non-text parts (1.4.11). */
export const AA_NON_TEXT_CONTRAST = 3;

const WHITE = '#ffffff';
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

/**
 * The text colour of a tag in one of antd's preset colours (cyan, gold…): antd draws it in shade 7
 * on shade 1 (cyan: 3.5:1), and its theme token does not reach those shades, so the tag is given
 * the lightest tone of shade 7 that reads at 4.5:1 on shade 1.
 */
export function presetTagTextColor(preset: string): string | undefined {
  const palette = theme.getDesignToken() as unknown as Record<string, string | undefined>;
  const [text, background] = [palette[`${preset}7`], palette[`${preset}1`]];
  return text && background ? readableTone(text, [WHITE, background]) : undefined;
}

/** antd's preset tag colours (its PresetColors). */
const TAG_PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * The text colour of every light (filled or outlined) preset tag, as a style sheet: each preset's
 * readable tone (presetTagTextColor), so a tag in any preset colour reads at 4.5:1 wherever a
 * page uses it. Solid tags keep antd's white on the saturated colour. Important, because antd's own
 * rule for each variant carries more classes than a plain override would.
 */
export function presetTagStyleSheet(): string {
  return TAG_PRESETS.map((preset) => {
    const color = presetTagTextColor(preset);
    return color ? `.ant-tag.ant-tag-${preset}:not(.ant-tag-solid){color:${color}!important}` : '';
  }).join('');
}
