import antd from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { AntdLanguagePack } from '../language-pack';

/** zh-CN: antd's built-in texts and dayjs's, loaded with the language once antd's pages are in use. */
// antd names its page-size selector "Page Size" in German and "页码" (page number) in Chinese.
export const antdPack: AntdLanguagePack = {
  antd: { ...antd, Pagination: { ...antd.Pagination, page_size: '每页条数' } },
  applyDayjs: () => dayjs.locale('zh-cn'),
};
