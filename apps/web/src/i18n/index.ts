import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portside/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store';
import deDE from './de-DE.json';
import enUS from './en-US.json';
import frFR from './fr-FR.json';
import zhCN from './zh-CN.json';

export const resources = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
  'fr-FR': { translation: frFR },
  'de-DE': { translation: deDE },
} as const satisfies Record<Locale, { translation: typeof enUS }>;

const DAYJS_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'fr-FR': 'fr', 'de-DE': 'de' };

function applyLanguage(language: Locale): void {
  void i18n.changeLanguage(language);
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
}

// Resources are bundled, so initialisation is synchronous and the first render is already translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: useLanguageStore.getState().language,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

applyLanguage(useLanguageStore.getState().language);
useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) applyLanguage(state.language);
});

export { i18n };
