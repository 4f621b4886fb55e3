import type { Warehouse, WarehouseKind } from '@portside/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../lib/request';

export const WAREHOUSE_SEARCH_URL = '/client/api/Warehouse/Search';

/**
 * The destination warehouse picker: Amazon FBA centres and the forwarder's warehouses by code,
 * name or city, searched as the user types. Its value is the warehouse code.
 */
export function OrderWarehouseSelect({
  value,
  onChange,
  kind,
  id,
}: {
  value?: string | null;
  onChange?: (code: string) => void;
  kind?: WarehouseKind;
  id?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const found = useQuery({
    queryKey: ['orders', 'warehouses', kind, deferred],
    queryFn: () => post<Warehouse[]>(WAREHOUSE_SEARCH_URL, { Keyword: deferred, Kind: kind, Limit: 20 }),
  });
  const options = (found.data ?? []).map((warehouse) => ({
    value: warehouse.WarehouseCode,
    label: `${warehouse.WarehouseCode} · ${warehouse.Name}, ${warehouse.City} ${warehouse.CountryCode}`,
  }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      id={id}
      showSearch
      value={value ?? undefined}
      onChange={onChange}
      onSearch={setKeyword}
      filterOption={false}
      loading={found.isFetching}
      options={options}
      placeholder={t('orders.fields.warehousePlaceholder')}
      notFoundContent={t('orders.fields.noWarehouse')}
      data-testid="warehouse-select"
    />
  );
}
