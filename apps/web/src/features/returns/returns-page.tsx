import { RETURN_STATUSES, type ReturnListRequest, type ReturnStatus, type ReturnSummary } from '@portside/contracts';
import { Flex, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KeywordSearch } from '../../components/keyword-search';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { RouterLink } from '../../components/router-link';
import { formatDateTime } from '../../utils/date-time';
import { InstructionText, ReturnStatusTag, returnDetailPath } from './return-labels';
import { useReturnPage } from './returns-api';

const isStatus = (value: string): value is ReturnStatus => (RETURN_STATUSES as readonly string[]).includes(value);

/**
 * /returns/list: the marketplace returns the forwarder's warehouse registered for the company,
 * filtered by status (?status= from the dashboard's inbox) or by number, removal order or SKU.
 */
export function ReturnsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const initial = search.getAll('status').filter(isStatus);
  const [request, setRequest] = useState<ReturnListRequest>({
    PageIndex: 1,
    PageSize: DEFAULT_PAGE_SIZE,
    ...(initial.length > 0 ? { Status: initial } : {}),
  });
  const page = useReturnPage(request);
  const columns: TableColumnsType<ReturnSummary> = [
    {
      key: 'ReturnNo',
      title: t('returns.returnNo'),
      render: (_, row) => (
        <RouterLink to={returnDetailPath(row.Id)} testId="return-link">
          {row.ReturnNo}
        </RouterLink>
      ),
    },
    { key: 'Status', title: t('returns.status'), render: (_, row) => <ReturnStatusTag status={row.Status} /> },
    {
      key: 'Instruction',
      title: t('returns.instruction'),
      render: (_, row) => <InstructionText instruction={row.Instruction} />,
    },
    {
      key: 'Skus',
      title: t('returns.skus'),
      render: (_, row) => (
        <Typography.Text>{row.Lines.map((line) => `${line.Sku} × ${line.Quantity}`).join(', ')}</Typography.Text>
      ),
    },
    { key: 'Marketplace', title: t('returns.marketplace'), render: (_, row) => row.Marketplace },
    { key: 'RemovalOrderId', title: t('returns.removalOrderId'), render: (_, row) => row.RemovalOrderId ?? '—' },
    { key: 'WarehouseCode', title: t('returns.warehouse'), dataIndex: 'WarehouseCode' },
    { key: 'UpdatedTime', title: t('returns.updated'), render: (_, row) => formatDateTime(row.UpdatedTime) },
  ];
  const change = (next: Partial<ReturnListRequest>) => setRequest({ ...request, ...next, PageIndex: 1 });
  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('returns.title')}</PageTitle>
      <Flex wrap gap="small" align="center">
        <Select<ReturnStatus[]>
          mode="multiple"
          allowClear
          aria-label={t('returns.status')}
          placeholder={t('returns.status')}
          style={{ minWidth: 220 }}
          value={request.Status ?? []}
          onChange={(Status) => change({ Status: Status.length > 0 ? Status : undefined })}
          options={RETURN_STATUSES.map((status) => ({ value: status, label: t(`returns.statuses.${status}`) }))}
          data-testid="return-status-filter"
        />
        <KeywordSearch
          placeholder={t('returns.keyword')}
          onSearch={(Keyword) => change({ Keyword })}
          testId="return-keyword"
        />
      </Flex>
      <PagedTable<ReturnSummary, ReturnListRequest>
        rowKey="Id"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="return-table"
      />
    </Flex>
  );
}
