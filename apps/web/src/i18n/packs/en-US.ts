import antd from 'antd/es/locale/en_US';
// dayjs speaks English without a locale file.
import messages from '../en-US.json';
import type { LanguagePack } from '../language-pack';

/** en-US: the portal's messages, antd's built-in texts and dayjs's, loaded when the language is chosen. */
export const pack: LanguagePack = {
  messages,
  antd,
  dayjs: 'en',
};
