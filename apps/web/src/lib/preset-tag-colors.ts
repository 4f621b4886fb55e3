// antd's preset tag colours made readable (WCAG AA): kept apart from contrast.ts, which the login
// page uses without antd.
import { type PalettesProps, presetPalettes } from '@ant-design/colors';
import { readableTone, WHITE } from './contrast';

/**
 * The shades of antd's preset colours, as antd derives its default token from them: literal arrays,
 * where deriving antd's default token cost some 30 ms on a phone as the frame first loaded. antd's
 * pink is magenta's seed colour under a second name.
 */
const PRESET_PALETTES: PalettesProps = { ...presetPalettes, pink: presetPalettes.magenta ?? [] };

/**
 * The text colour of a tag in one of antd's preset colours (cyan, gold…): antd draws it in shade 7
 * on shade 1 (cyan: 3.5:1), and its theme token does not reach those shades, so the tag is given
 * the lightest tone of shade 7 that reads at 4.5:1 on shade 1.
 */
export function presetTagTextColor(preset: string): string | undefined {
  const palette = PRESET_PALETTES[preset];
  const [text, background] = [palette?.[6], palette?.[0]];
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
