import type { ThemeConfig } from 'antd';

/** Spec §9: theme default colour. */
export const DEFAULT_PRIMARY_COLOR = '#409EFF';

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

export function createAppTheme(primaryColor: string = DEFAULT_PRIMARY_COLOR): ThemeConfig {
  return {
    token: {
      colorPrimary: primaryColor,
      // antd's defaults for these texts (#ff4d4f, 45 % black) are below 4.5:1 on white.
      colorError: '#cf1322',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    },
    components: { Button: { primaryColor: textColorOn(primaryColor) } },
  };
}
