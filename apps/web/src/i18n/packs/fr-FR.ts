import antd from 'antd/es/locale/fr_FR';
import 'dayjs/locale/fr';
import messages from '../fr-FR.json';
import type { LanguagePack } from '../language-pack';

/** fr-FR: the portal's messages, antd's built-in texts and dayjs's, loaded when the language is chosen. */
export const pack: LanguagePack = {
  messages,
  antd,
  dayjs: 'fr',
};
