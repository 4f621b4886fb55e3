import type { Locale } from '@portside/contracts';
import type { ConfigProviderProps } from 'antd';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import zhCN from 'antd/es/locale/zh_CN';

/** antd's built-in texts (pagination, pickers, empty states) for each UI language. */
export const ANTD_LOCALES: Record<Locale, NonNullable<ConfigProviderProps['locale']>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': deDE,
};
