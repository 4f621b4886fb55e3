import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portside/contracts/locales';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store';
import type { LanguagePack } from './language-pack';

/**
 * Each language's pack is a chunk of its own (issue 15): the first load fetches the active
 * language's only, and choosing another language fetches that one.
 */
const PACKS: Record<Locale, () => Promise<{ pack: LanguagePack }>> = {
  'zh-CN': () => import('./packs/zh-CN'),
  'en-US': () => import('./packs/en-US'),
  'fr-FR': () => import('./packs/fr-FR'),
  'de-DE': () => import('./packs/de-DE'),
};

/** The app's own instance: a test that imports this module afresh starts from a first load. */
const i18n = i18next.createInstance();

const loaded = new Map<Locale, LanguagePack>();
const loading = new Map<Locale, Promise<LanguagePack>>();

/** Fetches a language's pack once and gives its messages to i18next; a failed fetch may be tried again. */
export function loadLanguage(language: Locale): Promise<LanguagePack> {
  const known = loading.get(language);
  if (known) return known;
  const promise = PACKS[language]().then(({ pack }) => {
    i18n.addResourceBundle(language, 'translation', pack.messages);
    loaded.set(language, pack);
    return pack;
  });
  promise.catch(() => loading.delete(language));
  loading.set(language, promise);
  return promise;
}

/** Whether a language's pack is here, so switching to it changes every text at once. */
export function isLanguageLoaded(language: Locale): boolean {
  return loaded.has(language);
}

/** antd's built-in texts for a language whose pack is loaded (English, antd's own, until then). */
export function antdLocaleOf(language: Locale): LanguagePack['antd'] | undefined {
  return loaded.get(language)?.antd;
}

function applyLanguage(language: Locale, pack: LanguagePack): void {
  void i18n.changeLanguage(language);
  dayjs.locale(pack.dayjs);
  document.documentElement.lang = language;
}

/**
 * Follows the language store: at once when the pack is here (the language switch loads it before
 * it changes the store), else once it arrives, unless another language was chosen meanwhile.
 */
function followLanguage(language: Locale): Promise<void> {
  const pack = loaded.get(language);
  if (pack) {
    applyLanguage(language, pack);
    return Promise.resolve();
  }
  return loadLanguage(language).then((arrived) => {
    if (useLanguageStore.getState().language === language) applyLanguage(language, arrived);
  });
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: useLanguageStore.getState().language,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Resolves when the stored language's messages are here: the app renders its first screen then. */
export const languageReady: Promise<void> = followLanguage(useLanguageStore.getState().language);

useLanguageStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void followLanguage(state.language).catch(() => undefined);
});

export { i18n };

function onLanguageChanged(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** The language i18next shows, which follows the store once that language's pack is here. */
export function useShownLanguage(): Locale {
  return useSyncExternalStore(onLanguageChanged, () => i18n.language as Locale);
}
