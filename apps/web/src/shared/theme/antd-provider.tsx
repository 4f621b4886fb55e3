import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
// antd's rules (zero runtime, theme.ts), then our corrections to them: a correction must come after
// the rule it corrects, as both have the same specificity.
import 'antd/dist/antd.css';
import './antd-accessibility.css';
import { type ReactNode, use, useMemo } from 'react';
import { useAllowClear } from '../../components/clear-icon';
import { antdPackSettled, includeAntdLanguagePacks, useAntdLocale, useShownLanguage } from '../../i18n';
import { usePrefersReducedMotion } from '../../lib/media-query';
import { presetTagStyleSheet } from '../../lib/preset-tag-colors';
import { type Size, useAppStore } from '../../stores/app-store';
import { useSettingsStore } from '../../stores/settings-store';
import { createAppTheme } from './theme';

/**
 * The template's four element sizes on antd's three, by control height: Default 40 px (antd's
 * large), Medium 36 (large, compact: 35), Small 32 (antd's medium, its own default) and Mini 28
 * (medium, compact). So the default element size, Small, is antd's standard look.
 */
const ANTD_SIZES: Record<Size, { componentSize: ConfigProviderProps['componentSize']; compact: boolean }> = {
  default: { componentSize: 'large', compact: false },
  medium: { componentSize: 'large', compact: true },
  small: { componentSize: 'medium', compact: false },
  mini: { componentSize: 'medium', compact: true },
};

/** Spec §2: dialogs do not close on a backdrop click; forms scroll to and focus the first field in error. */
const MODAL_DEFAULTS: ConfigProviderProps['modal'] = { mask: { closable: false } };
const FORM_DEFAULTS: ConfigProviderProps['form'] = { scrollToFirstError: { focus: true } };
// This module loads with the first part built with antd: from now on antd's texts and dayjs's
// locale come with each language.
includeAntdLanguagePacks();

/** Computed once: the palette of the preset tag colours does not change with the theme colour. */
const PRESET_TAG_STYLES = presetTagStyleSheet();

/** antd's theme, size, locale and defaults, for the pages and the parts of the login page built with antd. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const language = useShownLanguage();
  const antdLocale = useAntdLocale(language);
  const primaryColor = useSettingsStore((state) => state.theme);
  const size = useAppStore((state) => state.size);
  const { componentSize, compact } = ANTD_SIZES[size];
  const motion = !usePrefersReducedMotion();
  const appTheme = useMemo(() => createAppTheme(primaryColor, compact, motion), [primaryColor, compact, motion]);
  // Select and the date pickers take the clear icon from here; it does not make them clearable.
  const clearable = useAllowClear();
  // Pages format dates as they render: dayjs's locale, which comes with antd's texts, is here first.
  if (!antdLocale) use(antdPackSettled(language));
  return (
    <ConfigProvider
      locale={antdLocale}
      theme={appTheme}
      componentSize={componentSize}
      modal={MODAL_DEFAULTS}
      form={FORM_DEFAULTS}
      select={clearable}
      datePicker={clearable}
    >
      <style>{PRESET_TAG_STYLES}</style>
      <App>{children}</App>
    </ConfigProvider>
  );
}
