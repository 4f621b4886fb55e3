import {
  PORTAL_PAGES,
  SHIPMENT_EXPORT_PERMISSION,
  type ShipmentListRequest,
  type ShipmentMode,
  type ShipmentSummary,
  shipmentSortFields,
} from '@portside/contracts';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { useConfiguredColumns } from '../../shared/column-settings/table-settings';
import { Permission } from '../../shared/permissions/permission';
import { ExportButton } from './export-button';
import { type FixedFilter, listRequestFromSearch, searchFromListRequest } from './list-query';
import { type ShipmentSortField, useShipmentColumns } from './shipment-columns';
import { type EditableFilter, ShipmentFilters } from './shipment-filters';
import { useShipmentPage } from './shipments-api';

interface ListVariant {
  /** The menu code of the page: its column settings are saved under it. */
  tableKey: string;
  titleKey: 'shipments.allTitle' | 'shipments.seaTitle' | 'shipments.airTitle' | 'shipments.railTitle';
  fixed: FixedFilter;
  /** Columns a page of one mode does not need to show. */
  hiddenColumns?: readonly string[];
}

const isSortField = (key: string): key is ShipmentSortField => (shipmentSortFields as readonly string[]).includes(key);

/**
 * A shipment list: its filter, sort and page live in the URL (a link or a bookmark opens the same
 * list, Back undoes a search), its columns are the user's (CfgUserDiyColumn), and its filter can
 * be exported as .xlsx.
 */
function ShipmentListPage({ tableKey, titleKey, fixed, hiddenColumns = [] }: ListVariant) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const request = useMemo(() => listRequestFromSearch(searchParams, fixed), [searchParams, fixed]);
  const page = useShipmentPage(request);
  const columns = useShipmentColumns({ by: request.SortBy, order: request.SortOrder }).filter(
    (column) => !hiddenColumns.includes(column.key),
  );
  const configured = useConfiguredColumns(tableKey, columns);
  // One object per URL: the filter form resets to it only when the URL changes, not on each render.
  const filter = useMemo(() => {
    const { PageIndex: _page, PageSize: _size, ...rest } = request;
    return rest;
  }, [request]);

  const show = (next: ShipmentListRequest) => setSearchParams(searchFromListRequest(next, fixed));

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t(titleKey)}</PageTitle>
      <ShipmentFilters
        filter={filter}
        fixedMode={fixed.Mode ?? undefined}
        fixedStatus={fixed.Status !== undefined}
        onSearch={(edited: EditableFilter) =>
          show({ ...request, Mode: undefined, Status: undefined, ...edited, ...fixed, PageIndex: 1 })
        }
      />
      <Flex justify="flex-end" gap="small">
        <Permission code={SHIPMENT_EXPORT_PERMISSION}>
          <ExportButton filter={filter} total={page.data} />
        </Permission>
        {configured.control}
      </Flex>
      <PagedTable<ShipmentSummary, ShipmentListRequest>
        rowKey="Id"
        columns={configured.columns}
        page={page.data}
        loading={page.isFetching}
        request={request}
        onRequestChange={show}
        onSortChange={(sort) =>
          show({
            ...request,
            SortBy: sort && isSortField(sort.key) ? sort.key : 'CreatedTime',
            SortOrder: sort?.order ?? 'desc',
            PageIndex: 1,
          })
        }
        testId="shipment-table"
      />
    </Flex>
  );
}

const MODE_VARIANT = (mode: ShipmentMode, tableKey: string, titleKey: ListVariant['titleKey']): ListVariant => ({
  tableKey,
  titleKey,
  fixed: { Mode: mode },
  hiddenColumns: mode === 'sea' || mode === 'rail' ? ['Mode'] : ['Mode', 'Containers'],
});

const VARIANTS = {
  all: { tableKey: PORTAL_PAGES.allShipment.menuCode, titleKey: 'shipments.allTitle', fixed: {} },
  sea: MODE_VARIANT('sea', PORTAL_PAGES.seaShipment.menuCode, 'shipments.seaTitle'),
  air: MODE_VARIANT('air', PORTAL_PAGES.airShipment.menuCode, 'shipments.airTitle'),
  rail: MODE_VARIANT('rail', PORTAL_PAGES.railShipment.menuCode, 'shipments.railTitle'),
} satisfies Record<string, ListVariant>;

export const AllShipmentPage = () => <ShipmentListPage {...VARIANTS.all} />;
export const SeaShipmentPage = () => <ShipmentListPage {...VARIANTS.sea} />;
export const AirShipmentPage = () => <ShipmentListPage {...VARIANTS.air} />;
export const RailShipmentPage = () => <ShipmentListPage {...VARIANTS.rail} />;
