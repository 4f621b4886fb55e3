import { GlobalOutlined } from '@ant-design/icons';
import type { Locale } from '@portside/contracts/locales';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store';
import { LANGUAGE_OPTIONS, switchLanguage } from './language-select';
import { MenuButton } from './menu-button';

/**
 * The language choice of the header, confirmed (or its failure shown) with antd's message in the
 * new language (spec §2).
 */
export function useLanguageChoice() {
  const { message } = App.useApp();
  const language = useLanguageStore((state) => state.language);
  return {
    language,
    options: LANGUAGE_OPTIONS,
    switchTo: async (next: Locale) => {
      const { switched, notice } = await switchLanguage(next);
      if (switched) message.success(notice);
      else message.error(notice);
    },
  };
}

/** The language choice as an icon menu, for the crowded header; the current language is disabled. */
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
