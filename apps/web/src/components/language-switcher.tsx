import { LOCALES, type Locale } from '@portside/contracts';
import { App, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store';

/** The four UI languages, each named in itself; confirms the switch in the new language (spec §2). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  const options = LOCALES.map((locale) => ({ value: locale, label: i18n.t('language.nativeName', { lng: locale }) }));

  const switchTo = (next: Locale) => {
    setLanguage(next);
    message.success(i18n.t('language.switchSuccess', { lng: next }));
  };

  return (
    <Select<Locale>
      id="language-switcher"
      data-testid="language-switcher"
      aria-label={t('language.label')}
      value={language}
      options={options}
      // Each name is read in its own language; the test id lets browser tests pick a language.
      optionRender={({ value, label }) => (
        <span lang={String(value)} data-testid={`language-option-${value}`}>
          {label}
        </span>
      )}
      onChange={switchTo}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
    />
  );
}
