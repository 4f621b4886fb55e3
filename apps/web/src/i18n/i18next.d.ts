import 'i18next';
import type enUS from './en-US.json';

// Makes every t('...') key checked against the English catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
