import { version as antdVersion, type ThemeConfig, theme } from 'antd';
import { readableTone, WHITE } from '../../lib/contrast';
import { readStoredJson } from '../../lib/stored-json';
import { DEFAULT_PRIMARY_COLOR, textColorOn, themeTones } from './theme-colors';

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

/** Local-storage key of antd's theme token as last derived from the seed (rememberedDerivative). */
export const DERIVED_TOKEN_STORAGE_KEY = 'antdDerivedToken';

type Derivative = typeof theme.defaultAlgorithm;

/**
 * An antd algorithm whose answer is kept in local storage with the seed and antd's version it came
 * from, and read back while they are the same. Deriving the palettes from the seed colours took
 * some 18 ms of every signed-in page's first render on a desktop, four times that on a phone, and
 * the seed changes only when the user picks another theme colour (issue 15).
 */
export function rememberedDerivative(derivative: Derivative): Derivative {
  return (seed) => {
    const key = `${antdVersion} ${JSON.stringify(seed)}`;
    const stored = readStoredJson(localStorage, DERIVED_TOKEN_STORAGE_KEY) as {
      key?: unknown;
      token?: ReturnType<Derivative>;
    } | null;
    if (stored?.key === key && stored.token) return stored.token;
    const token = derivative(seed);
    try {
      localStorage.setItem(DERIVED_TOKEN_STORAGE_KEY, JSON.stringify({ key, token }));
    } catch {
      // Storage full or denied: derived again next time.
    }
    return token;
  };
}

/** antd's default algorithm, remembered: one function for the app's life, as antd caches themes by it. */
const DEFAULT_ALGORITHM = rememberedDerivative(theme.defaultAlgorithm);

/** Grey texts that carry meaning (placeholders, descriptions, labels): 60 % black, 5.7:1 on white. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';

/**
 * The theme token of the chosen colour (spec §2), and the compact algorithm for the Mini size.
 * `motion` false turns antd's animations off (menus, selects and dialogs appear at once), for users
 * who asked their system for less motion.
 * Zero runtime: the components' rules come from antd's static stylesheet (antd-provider.tsx), whose
 * values are CSS variables; antd still sets those variables from this theme, colour and sizes
 * included, but no longer generates and inserts every component's rules as it first renders, the
 * largest part of a page's first render on a phone (issue 15).
 */
export function createAppTheme(
  primaryColor: string = DEFAULT_PRIMARY_COLOR,
  compact = false,
  motion = true,
): ThemeConfig {
  const { text, selectedBackground } = themeTones(primaryColor);
  return {
    zeroRuntime: true,
    algorithm: compact ? [DEFAULT_ALGORITHM, theme.compactAlgorithm] : DEFAULT_ALGORITHM,
    token: {
      motion,
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
