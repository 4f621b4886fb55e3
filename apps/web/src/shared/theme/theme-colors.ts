// The theme colour's tones without antd: the login page draws them with CSS custom properties,
// the other pages through antd's theme (theme.ts).
import { AA_TEXT_CONTRAST, contrastRatio, mixColors, readableTone, WHITE } from '../../lib/contrast';
import { THEME_PRESETS } from '../../stores/settings-store';

const NEAR_BLACK = '#141414';

/**
 * Spec §9: theme default colour, the first preset: antd's primary colour until the settings panel
 * changes it, and so the active menu text (#409eff).
 */
export const DEFAULT_PRIMARY_COLOR: string = THEME_PRESETS[0];
/**
 * Spec §9: "the main colour is also given as #00b9ec": the brand's own colour, which the theme
 * picker does not change. It marks the top edge of the header; it is never a text colour, as
 * text in it would be below WCAG AA contrast on white (2.4:1).
 */
export const BRAND_MAIN_COLOR = '#00b9ec';

/** White text on a light primary such as #409EFF (2.8:1) fails WCAG AA, so such colours carry dark text. */
export function textColorOn(background: string): string {
  return contrastRatio(WHITE, background) >= AA_TEXT_CONTRAST ? WHITE : NEAR_BLACK;
}

/** The light background of a selected entry (menu item, tab), a tint of the theme colour. */
export function selectedBackgroundOf(primaryColor: string): string {
  return mixColors(primaryColor, WHITE, 0.9);
}

/**
 * How the theme colour is read (spec §9, issue 16): the colour itself, the brand, stays for
 * indicators, borders and backgrounds; text and the focus ring are drawn in its readable tone,
 * 4.5:1 on white and on the selected-entry tint.
 */
export function themeTones(primaryColor: string): { text: string; selectedBackground: string } {
  const selectedBackground = selectedBackgroundOf(primaryColor);
  return { text: readableTone(primaryColor, [WHITE, selectedBackground]), selectedBackground };
}
