import { type ThemeConfig, theme } from 'antd';
import { THEME_PRESETS } from '../stores/settings-store';

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

/** WCAG 2.x AA minimum contrast for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

const WHITE = '#ffffff';
const NEAR_BLACK = '#141414';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** White text on a light primary such as #409EFF (2.8:1) fails WCAG AA, so such colours carry dark text. */
export function textColorOn(background: string): string {
  return contrastRatio(WHITE, background) >= AA_TEXT_CONTRAST ? WHITE : NEAR_BLACK;
}

/** The theme token of the chosen colour (spec §2), and the compact algorithm for the Mini size. */
export function createAppTheme(primaryColor: string = DEFAULT_PRIMARY_COLOR, compact = false): ThemeConfig {
  return {
    algorithm: compact ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      colorPrimary: primaryColor,
      // antd's defaults for these texts (#ff4d4f, 45 % black) are below 4.5:1 on white.
      colorError: '#cf1322',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    },
    components: { Button: { primaryColor: textColorOn(primaryColor) } },
  };
}
