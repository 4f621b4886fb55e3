import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portside/contracts/locales';
import { create } from 'zustand';

/** Local-storage key of the chosen UI language (spec §3 "Stored locally: the language"). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

function readStoredLanguage(): Locale {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

interface LanguageState {
  language: Locale;
  setLanguage: (language: Locale) => void;
}

/**
 * The UI language. i18next, antd, dayjs, the request layer and the dictionary all follow this one
 * value, so nothing has to reach into i18next to know the language.
 */
export const useLanguageStore = create<LanguageState>()((set) => ({
  language: readStoredLanguage(),
  setLanguage: (language) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    set({ language });
  },
}));
