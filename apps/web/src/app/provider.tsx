import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useAllowClear } from '../components/clear-icon';
import { errorMessage } from '../components/error-message';
import { antdLocaleOf, i18n, useShownLanguage } from '../i18n';
import { presetTagStyleSheet } from '../lib/contrast';
import { connectErrorDisplay } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { type Size, useAppStore } from '../stores/app-store';
import { useSettingsStore } from '../stores/settings-store';
import { createAppTheme } from './theme';

/** Lets the request layer show errors through antd's context-aware message API. */
function ErrorMessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    connectErrorDisplay((content) => message.error(errorMessage(content)));
    return () => connectErrorDisplay(undefined);
  }, [message]);
  return null;
}

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
/** Computed once: the palette of the preset tag colours does not change with the theme colour. */
const PRESET_TAG_STYLES = presetTagStyleSheet();

export function AppProvider({ children }: { children: ReactNode }) {
  const language = useShownLanguage();
  const primaryColor = useSettingsStore((state) => state.theme);
  const size = useAppStore((state) => state.size);
  const { componentSize, compact } = ANTD_SIZES[size];
  const appTheme = useMemo(() => createAppTheme(primaryColor, compact), [primaryColor, compact]);
  // Select and the date pickers take the clear icon from here; it does not make them clearable.
  const clearable = useAllowClear();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        locale={antdLocaleOf(language)}
        theme={appTheme}
        componentSize={componentSize}
        modal={MODAL_DEFAULTS}
        form={FORM_DEFAULTS}
        select={clearable}
        datePicker={clearable}
      >
        <style>{PRESET_TAG_STYLES}</style>
        <App>
          <ErrorMessageBridge />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </App>
      </ConfigProvider>
    </I18nextProvider>
  );
}
