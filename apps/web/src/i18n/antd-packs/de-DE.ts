import antd from 'antd/es/locale/de_DE';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import type { AntdLanguagePack } from '../language-pack';

/** de-DE: antd's built-in texts and dayjs's, loaded with the language once antd's pages are in use. */
// antd names its page-size selector "Page Size" in German and "页码" (page number) in Chinese.
export const antdPack: AntdLanguagePack = {
  antd: { ...antd, Pagination: { ...antd.Pagination, page_size: 'Seitengröße' } },
  applyDayjs: () => dayjs.locale('de'),
};
