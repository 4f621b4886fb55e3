import type { Locale } from '@portside/contracts/locales';
import type { ConfigProviderProps } from 'antd';
import type enUS from './en-US.json';

/** What one UI language brings: the portal's messages. */
export interface LanguagePack {
  messages: typeof enUS;
}

/**
 * What one UI language brings to antd's pages, which the login page does not load (issue 15):
 * antd's built-in texts and dayjs's locale, which `applyDayjs` makes dayjs's.
 */
export interface AntdLanguagePack {
  antd: NonNullable<ConfigProviderProps['locale']>;
  applyDayjs: () => void;
}

/**
 * Each language named in itself, as the language switch lists them: the same in every UI language,
 * so they are here rather than in the locale files, which load one at a time.
 */
export const LANGUAGE_NATIVE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
};
