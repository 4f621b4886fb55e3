import antd from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
// dayjs speaks English without a locale file.
import type { AntdLanguagePack } from '../language-pack';

/** en-US: antd's built-in texts and dayjs's, loaded with the language once antd's pages are in use. */
export const antdPack: AntdLanguagePack = {
  antd: antd,
  applyDayjs: () => dayjs.locale('en'),
};
