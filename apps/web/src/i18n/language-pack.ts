import type { Locale } from '@portside/contracts/locales';
import type { ConfigProviderProps } from 'antd';
import type enUS from './en-US.json';

/** What one UI language brings: the portal's messages, antd's built-in texts and dayjs's locale name. */
export interface LanguagePack {
  messages: typeof enUS;
  antd: NonNullable<ConfigProviderProps['locale']>;
  dayjs: string;
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
