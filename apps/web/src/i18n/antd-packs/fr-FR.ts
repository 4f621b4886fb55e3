import antd from 'antd/es/locale/fr_FR';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { AntdLanguagePack } from '../language-pack';

/** fr-FR: antd's built-in texts and dayjs's, loaded with the language once antd's pages are in use. */
export const antdPack: AntdLanguagePack = {
  antd: antd,
  applyDayjs: () => dayjs.locale('fr'),
};
