import { WAREHOUSE_KINDS, type Warehouse, type WarehouseKind } from '@portside/contracts';
import { Flex, Segmented, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../components/keyword-search';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { useWarehousePage, type WarehouseListRequest } from './catalogue-api';

/** One line of a warehouse's address. */
export function warehouseAddress(warehouse: Warehouse): string {
  return [warehouse.AddressLine, warehouse.City, warehouse.Province, warehouse.PostalCode, warehouse.CountryCode]
    .filter(Boolean)
    .join(', ');
}

/**
 * /order/warehouses: the forwarder's warehouses. Origin warehouses first (where the client
 * delivers, with opening hours and receiving rules), then the Amazon FBA centres and overseas warehouses.
 */
export function WarehousePage() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<WarehouseListRequest>({
    Kind: 'origin',
    PageIndex: 1,
    PageSize: DEFAULT_PAGE_SIZE,
  });
  const page = useWarehousePage(request);

  const columns: TableColumnsType<Warehouse> = [
    { key: 'code', title: t('catalogue.warehouseCode'), dataIndex: 'WarehouseCode' },
    { key: 'name', title: t('catalogue.warehouseName'), dataIndex: 'Name' },
    { key: 'address', title: t('catalogue.address'), render: (_, warehouse) => warehouseAddress(warehouse) },
    { key: 'hours', title: t('catalogue.openingHours'), dataIndex: 'OpeningHours' },
    {
      key: 'rules',
      title: t('catalogue.receivingRules'),
      render: (_, warehouse) =>
        warehouse.ReceivingRules.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 18, maxWidth: 420 }}>
            {warehouse.ReceivingRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        ),
    },
    {
      key: 'contact',
      title: t('catalogue.contact'),
      render: (_, warehouse) => [warehouse.Contact, warehouse.Phone].filter(Boolean).join(' '),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('catalogue.warehousesTitle')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('catalogue.warehousesDescription')}
      </Typography.Paragraph>
      <Flex gap="small" wrap>
        <Segmented
          aria-label={t('catalogue.warehouseKind')}
          value={request.Kind}
          options={WAREHOUSE_KINDS.map((kind) => ({ value: kind, label: t(`catalogue.warehouseKinds.${kind}`) }))}
          onChange={(kind) => setRequest({ ...request, PageIndex: 1, Kind: kind as WarehouseKind })}
          data-testid="warehouse-kind-filter"
        />
        <KeywordSearch
          placeholder={t('catalogue.warehouseSearch')}
          onSearch={(Keyword) => setRequest({ ...request, PageIndex: 1, Keyword })}
          testId="warehouse-search"
        />
      </Flex>
      <PagedTable<Warehouse, WarehouseListRequest>
        rowKey="Id"
        columns={columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={setRequest}
        testId="warehouse-table"
      />
    </Flex>
  );
}
