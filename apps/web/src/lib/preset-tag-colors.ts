// antd's preset tag colours made readable (WCAG AA): kept apart from contrast.ts, which the login
// page uses without antd.
import { theme } from 'antd';
import { readableTone, WHITE } from './contrast';

let defaultToken: Record<string, string | undefined> | undefined;

/**
 * antd's default design token, with the shades of its preset colours. Derived once: a derivation
 * costs some 8 ms on a phone, and the style sheet below asks for 13 colours as the frame first loads.
 */
function defaultPalette(): Record<string, string | undefined> {
  defaultToken ??= theme.getDesignToken() as unknown as Record<string, string | undefined>;
  return defaultToken;
}

/**
 * The text colour of a tag in one of antd's preset colours (cyan, gold…): antd draws it in shade 7
 * on shade 1 (cyan: 3.5:1), and its theme token does not reach those shades, so the tag is given
 * the lightest tone of shade 7 that reads at 4.5:1 on shade 1.
 */
export function presetTagTextColor(preset: string): string | undefined {
  const palette = defaultPalette();
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
