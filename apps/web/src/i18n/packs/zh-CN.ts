import antd from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import type { LanguagePack } from '../language-pack';
import messages from '../zh-CN.json';

/** zh-CN: the portal's messages, antd's built-in texts and dayjs's, loaded when the language is chosen. */
// antd names its page-size selector "Page Size" in German and "页码" (page number) in Chinese.
export const pack: LanguagePack = {
  messages,
  antd: { ...antd, Pagination: { ...antd.Pagination, page_size: '每页条数' } },
  dayjs: 'zh-cn',
};
