import { Table, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import type { ParseKeys, TFunction } from 'i18next';
import { cloneElement, isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from './page-size';

/** Which page of a list a request asks for. */
type PagePosition = Pick<PageRequest, 'PageIndex' | 'PageSize'>;

export interface PageRequest {
  PageIndex: number;
  PageSize: number;
  Keyword?: string;
}

/**
 * One server page of a list (Body.Items, Body.TotalCount). A long list's total stops at
 * LIST_TOTAL_CAP with TotalCapped set (issue 15): it is shown as "10,000+".
 */
export interface ServerPage<Row> {
  Items: Row[];
  TotalCount: number;
  TotalCapped?: boolean;
}

/** The total under the table: "1,234 in total", or "10,000+ in total" when the server stopped counting. */
function formatTotal(t: TFunction, language: string, total: number, capped: boolean | undefined): string {
  return capped
    ? t('common.totalCapped', { total: new Intl.NumberFormat(language).format(total) })
    : t('common.total', { total });
}

/** The name of each of the pagination's arrow buttons (a page number names itself). */
const PAGE_STEP_LABELS: Partial<Record<'page' | 'prev' | 'next' | 'jump-prev' | 'jump-next', ParseKeys>> = {
  prev: 'a11y.previousPage',
  next: 'a11y.nextPage',
  'jump-prev': 'a11y.previousPages',
  'jump-next': 'a11y.nextPages',
};

/** antd Table pagination for a server-paged list (PageIndex from 1, Body.TotalCount). */
function tablePagination<Request extends PagePosition>(
  t: TFunction,
  language: string,
  request: Request,
  page: Pick<ServerPage<unknown>, 'TotalCount' | 'TotalCapped'> | undefined,
  onChange: (request: Request) => void,
): TablePaginationConfig {
  return {
    current: request.PageIndex,
    pageSize: request.PageSize,
    total: page?.TotalCount ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (total) => formatTotal(t, language, total, page?.TotalCapped),
    itemRender: (_page, type, element) => {
      // antd's arrows are named by their icons ("left", "right"), in every language.
      const label = PAGE_STEP_LABELS[type];
      return label && isValidElement<{ 'aria-label'?: string }>(element)
        ? cloneElement(element, { 'aria-label': t(label) })
        : element;
    },
    onChange: (PageIndex, PageSize) =>
      onChange({ ...request, PageIndex: PageSize === request.PageSize ? PageIndex : 1, PageSize }),
  };
}

/** A table of one server page of a list, paged by the request it was fetched with. */
export function PagedTable<Row extends object, Request extends PagePosition>({
  rowKey,
  columns,
  page,
  loading,
  request,
  onRequestChange,
  onSortChange,
  expandable,
  testId,
}: {
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  page: ServerPage<Row> | undefined;
  loading: boolean;
  request: Request;
  onRequestChange: (request: Request) => void;
  /** Sorting on the server: a sortable column's key and direction, or none when the sort is cleared. */
  onSortChange?: (sort: { key: string; order: 'asc' | 'desc' } | undefined) => void;
  /** Rows that open to show more (antd Table's expandable). */
  expandable?: TableProps<Row>['expandable'];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  // The test id wraps the whole list: its rows and its pagination with the total.
  return (
    <div data-testid={testId}>
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={page?.Items}
        loading={loading}
        pagination={tablePagination(t, i18n.language, request, page, onRequestChange)}
        // An empty list does not scroll: a scrolling region with nothing to focus is out of keyboard reach.
        scroll={page?.Items.length ? { x: 'max-content' } : undefined}
        expandable={expandable}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort' || !onSortChange || Array.isArray(sorter)) return;
          onSortChange(
            sorter.order && sorter.columnKey !== undefined
              ? { key: String(sorter.columnKey), order: sorter.order === 'ascend' ? 'asc' : 'desc' }
              : undefined,
          );
        }}
      />
    </div>
  );
}
