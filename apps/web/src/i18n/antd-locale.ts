import type { Locale } from '@portside/contracts';
import type { ConfigProviderProps } from 'antd';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import zhCN from 'antd/es/locale/zh_CN';

/** antd's page-size selector is named "Page Size" in German and "页码" (page number) in Chinese. */
const PAGE_SIZE_NAMES: Partial<Record<Locale, string>> = { 'zh-CN': '每页条数', 'de-DE': 'Seitengröße' };

function withPageSizeName(locale: Locale, texts: NonNullable<ConfigProviderProps['locale']>) {
  const name = PAGE_SIZE_NAMES[locale];
  return name ? { ...texts, Pagination: { ...texts.Pagination, page_size: name } } : texts;
}

/** antd's built-in texts (pagination, pickers, empty states) for each UI language. */
export const ANTD_LOCALES: Record<Locale, NonNullable<ConfigProviderProps['locale']>> = {
  'zh-CN': withPageSizeName('zh-CN', zhCN),
  'en-US': enUS,
  'fr-FR': frFR,
  'de-DE': withPageSizeName('de-DE', deDE),
};
