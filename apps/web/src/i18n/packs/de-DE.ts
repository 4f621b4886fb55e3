import antd from 'antd/es/locale/de_DE';
import 'dayjs/locale/de';
import messages from '../de-DE.json';
import type { LanguagePack } from '../language-pack';

/** de-DE: the portal's messages, antd's built-in texts and dayjs's, loaded when the language is chosen. */
// antd names its page-size selector "Page Size" in German and "页码" (page number) in Chinese.
export const pack: LanguagePack = {
  messages,
  antd: { ...antd, Pagination: { ...antd.Pagination, page_size: 'Seitengröße' } },
  dayjs: 'de',
};
