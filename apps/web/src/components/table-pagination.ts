import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';

/** The list page sizes of the portal (the Vue template's Pagination: 20 by default). */
const PAGE_SIZE_OPTIONS = [10, 20, 30, 50];
export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  PageIndex: number;
  PageSize: number;
  Keyword?: string;
}

/** antd Table pagination for a server-paged list (PageIndex from 1, Body.TotalCount). */
export function tablePagination(
  t: TFunction,
  request: PageRequest,
  totalCount: number,
  onChange: (request: PageRequest) => void,
): TablePaginationConfig {
  return {
    current: request.PageIndex,
    pageSize: request.PageSize,
    total: totalCount,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (total) => t('common.total', { total }),
    onChange: (PageIndex, PageSize) =>
      onChange({ ...request, PageIndex: PageSize === request.PageSize ? PageIndex : 1, PageSize }),
  };
}
