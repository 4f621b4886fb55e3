import { LOCALES, type Locale } from '@portside/contracts/locales';
import { useTranslation } from 'react-i18next';
import { i18n, loadLanguage } from '../i18n';
import { LANGUAGE_NATIVE_NAMES } from '../i18n/language-pack';
import { isLocale, useLanguageStore } from '../stores/language-store';

/** The four UI languages, each named in itself. */
export const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NATIVE_NAMES[locale] }));

/**
 * Switches the UI language (spec §2). The new language's messages are fetched first (issue 15), so
 * every text changes at once; if they cannot be fetched, the language stays as it was. Resolves
 * with what to tell the user: the confirmation in the new language, or the failure.
 */
export async function switchLanguage(next: Locale): Promise<{ switched: boolean; notice: string }> {
  try {
    await loadLanguage(next);
  } catch {
    return { switched: false, notice: i18n.t('request.error') };
  }
  useLanguageStore.getState().setLanguage(next);
  return { switched: true, notice: i18n.t('language.switchSuccess', { lng: next }) };
}

/** The language switch of the pages without a session: a native select, light enough for the login page. */
export function LanguageSelect({ onSwitched }: { onSwitched: (notice: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  return (
    <select
      className="language-select"
      aria-label={t('language.label')}
      value={language}
      onChange={async (event) => {
        const next = event.target.value;
        if (isLocale(next)) onSwitched((await switchLanguage(next)).notice);
      }}
      data-testid="language-switcher"
    >
      {LANGUAGE_OPTIONS.map(({ value, label }) => (
        // Each name is read in its own language; the test id lets browser tests pick a language.
        <option key={value} value={value} lang={value} data-testid={`language-option-${value}`}>
          {label}
        </option>
      ))}
    </select>
  );
}
