import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portside/contracts/locales';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store';
import type { AntdLanguagePack, LanguagePack } from './language-pack';

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

/**
 * antd's texts and dayjs's locale for each language, chunks of their own too: loaded only once
 * antd's pages are in use (includeAntdLanguagePacks), as the login page renders without antd.
 */
const ANTD_PACKS: Record<Locale, () => Promise<{ antdPack: AntdLanguagePack }>> = {
  'zh-CN': () => import('./antd-packs/zh-CN'),
  'en-US': () => import('./antd-packs/en-US'),
  'fr-FR': () => import('./antd-packs/fr-FR'),
  'de-DE': () => import('./antd-packs/de-DE'),
};

/** The app's own instance: a test that imports this module afresh starts from a first load. */
const i18n = i18next.createInstance();

/** A language's packs, each fetched once; a failed fetch may be tried again. */
function packCache<Pack>(
  fetch: (language: Locale) => Promise<Pack>,
  onArrival: (language: Locale, pack: Pack) => void,
) {
  const loaded = new Map<Locale, Pack>();
  const loading = new Map<Locale, Promise<Pack>>();
  return {
    loaded,
    load(language: Locale): Promise<Pack> {
      const known = loading.get(language);
      if (known) return known;
      const promise = fetch(language).then((pack) => {
        loaded.set(language, pack);
        onArrival(language, pack);
        return pack;
      });
      promise.catch(() => loading.delete(language));
      loading.set(language, promise);
      return promise;
    },
  };
}

const messagePacks = packCache(
  async (language) => (await PACKS[language]()).pack,
  (language, pack: LanguagePack) => i18n.addResourceBundle(language, 'translation', pack.messages),
);

const antdListeners = new Set<() => void>();
const antdPacks = packCache(
  async (language) => (await ANTD_PACKS[language]()).antdPack,
  (language, pack: AntdLanguagePack) => {
    if (i18n.language === language) pack.applyDayjs();
    for (const listener of antdListeners) listener();
  },
);
let antdInUse = false;

/**
 * Fetches a language's messages (and antd's texts, once antd's pages are in use) and gives them to
 * i18next; a failed fetch may be tried again.
 */
export function loadLanguage(language: Locale): Promise<void> {
  return Promise.all([messagePacks.load(language), antdInUse ? antdPacks.load(language) : undefined]).then(
    () => undefined,
  );
}

/** Whether a language's messages are here, so switching to it changes every text at once. */
export function isLanguageLoaded(language: Locale): boolean {
  return messagePacks.loaded.has(language);
}

/**
 * antd's pages are in use (called by antd's provider): the language shown gets antd's texts and
 * dayjs's locale now, and every language chosen from now on brings them along.
 */
export function includeAntdLanguagePacks(): void {
  antdInUse = true;
  void antdPackSettled(useLanguageStore.getState().language);
}

const antdPacksSettled = new Map<Locale, Promise<void>>();

/**
 * Resolves once a language's antd pack has arrived, or failed to (antd's own English then). The same
 * promise for each language, as React's use() needs.
 */
export function antdPackSettled(language: Locale): Promise<void> {
  let settled = antdPacksSettled.get(language);
  if (!settled) {
    settled = antdPacks.load(language).then(
      () => undefined,
      () => undefined,
    );
    antdPacksSettled.set(language, settled);
  }
  return settled;
}

function onAntdPackArrival(listener: () => void): () => void {
  antdListeners.add(listener);
  return () => antdListeners.delete(listener);
}

/** antd's built-in texts for a language, once its antd pack is here (English, antd's own, until then). */
export function useAntdLocale(language: Locale): AntdLanguagePack['antd'] | undefined {
  return useSyncExternalStore(onAntdPackArrival, () => antdPacks.loaded.get(language)?.antd);
}

function applyLanguage(language: Locale): void {
  void i18n.changeLanguage(language);
  antdPacks.loaded.get(language)?.applyDayjs();
  document.documentElement.lang = language;
}

/**
 * Follows the language store: at once when the pack is here (the language switch loads it before
 * it changes the store), else once it arrives, unless another language was chosen meanwhile.
 */
function followLanguage(language: Locale): Promise<void> {
  if (isLanguageLoaded(language)) {
    applyLanguage(language);
    return Promise.resolve();
  }
  return loadLanguage(language).then(() => {
    if (useLanguageStore.getState().language === language) applyLanguage(language);
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
