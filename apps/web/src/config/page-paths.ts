import { paths } from './paths';

/**
 * The routes of the server's menu tree that the web app has a page for. A menu entry whose Url is
 * not here stays out of the side menu until its page arrives.
 */
export const PAGE_PATH_LIST = [paths.dashboard, paths.userManage, paths.staffClientUsers] as const;
export type PagePath = (typeof PAGE_PATH_LIST)[number];
export const PAGE_PATHS: ReadonlySet<string> = new Set(PAGE_PATH_LIST);
