import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { ANTD_LOCALES } from '../i18n/antd-locale';
import { connectErrorDisplay, ERROR_MESSAGE_SECONDS } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { useLanguageStore } from '../stores/language-store';
import { createAppTheme } from './theme';

const appTheme = createAppTheme();

/** Lets the request layer show errors through antd's context-aware message API. */
function ErrorMessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    connectErrorDisplay((content) => message.error({ content, duration: ERROR_MESSAGE_SECONDS }));
    return () => connectErrorDisplay(undefined);
  }, [message]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={ANTD_LOCALES[language]} theme={appTheme}>
        <App>
          <ErrorMessageBridge />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </App>
      </ConfigProvider>
    </I18nextProvider>
  );
}
