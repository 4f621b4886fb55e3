import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@portside/contracts/locales';
import { App, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from '../i18n';
import { LANGUAGE_NATIVE_NAMES } from '../i18n/language-pack';
import { useLanguageStore } from '../stores/language-store';
import { MenuButton } from './menu-button';

/**
 * The four UI languages, each named in itself, and the switch that confirms in the new language
 * (spec §2). The new language's messages are fetched first (issue 15), so every text changes at once;
 * if they cannot be fetched, the language stays as it was and the failure is shown.
 */
export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return {
    language,
    options: LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NATIVE_NAMES[locale] })),
    switchTo: async (next: Locale) => {
      try {
        await loadLanguage(next);
      } catch {
        message.error(i18n.t('request.error'));
        return;
      }
      setLanguage(next);
      message.success(i18n.t('language.switchSuccess', { lng: next }));
    },
  };
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, options, switchTo } = useLanguageChoice();
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

/** The same choice as an icon menu, for the crowded header; the current language is disabled. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, options, switchTo } = useLanguageChoice();
  return (
    <MenuButton
      icon={<GlobalOutlined />}
      label={t('language.label')}
      testId="language-menu"
      menu={{
        selectedKeys: [language],
        items: options.map(({ value, label }) => ({
          key: value,
          disabled: value === language,
          label: (
            <span lang={value} data-testid={`language-option-${value}`}>
              {label}
            </span>
          ),
        })),
        onClick: ({ key }) => {
          const next = options.find((option) => option.value === key);
          if (next) void switchTo(next.value);
        },
      }}
    />
  );
}
