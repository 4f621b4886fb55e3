import { type ThemeConfig, theme } from 'antd';
import { AA_TEXT_CONTRAST, contrastRatio, mixColors, readableTone } from '../lib/contrast';
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

const WHITE = '#ffffff';
const NEAR_BLACK = '#141414';

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

/**
 * antd's status colours on their light backgrounds (tags, alerts): each text in the lightest tone
 * of antd's colour that reads at 4.5:1 on that background.
 */
const STATUS_BACKGROUNDS = {
  Success: { color: '#52c41a', background: '#f6ffed' },
  Info: { color: '#1677ff', background: '#e6f4ff' },
  Warning: { color: '#faad14', background: '#fffbe6' },
  Error: { color: '#ff4d4f', background: '#fff2f0' },
} as const;

function statusTokens(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STATUS_BACKGROUNDS).flatMap(([status, { color, background }]) => [
      [`color${status}`, readableTone(color, [WHITE, background])],
      [`color${status}Bg`, background],
    ]),
  );
}

/** Grey texts that carry meaning (placeholders, descriptions, labels): 60 % black, 5.7:1 on white. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';

/** The theme token of the chosen colour (spec §2), and the compact algorithm for the Mini size. */
export function createAppTheme(primaryColor: string = DEFAULT_PRIMARY_COLOR, compact = false): ThemeConfig {
  const { text, selectedBackground } = themeTones(primaryColor);
  return {
    algorithm: compact ? [theme.defaultAlgorithm, theme.compactAlgorithm] : theme.defaultAlgorithm,
    token: {
      colorPrimary: primaryColor,
      colorPrimaryBg: selectedBackground,
      colorPrimaryText: text,
      colorPrimaryTextHover: text,
      colorPrimaryTextActive: text,
      colorLink: text,
      colorLinkHover: text,
      colorLinkActive: text,
      // antd draws the focus outline in this colour; the tint it derives is 1.4:1 on white.
      colorPrimaryBorder: text,
      ...statusTokens(),
      colorTextDescription: SECONDARY_TEXT,
      colorTextTertiary: SECONDARY_TEXT,
      colorTextPlaceholder: SECONDARY_TEXT,
    },
    components: {
      Button: { primaryColor: textColorOn(primaryColor) },
      Menu: {
        itemSelectedColor: text,
        subMenuItemSelectedColor: text,
        horizontalItemSelectedColor: text,
        itemSelectedBg: selectedBackground,
      },
      Tabs: { itemSelectedColor: text, itemActiveColor: text, itemHoverColor: text },
      Pagination: { itemActiveColor: text, itemActiveColorHover: text },
      // A focused field's border is its focus indicator: 3:1 against the white around it.
      Input: { activeBorderColor: text },
      InputNumber: { activeBorderColor: text },
      Select: { activeBorderColor: text },
      DatePicker: { activeBorderColor: text },
    },
  };
}
