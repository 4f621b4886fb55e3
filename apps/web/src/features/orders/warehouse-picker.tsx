import type { WarehouseKind } from '@portside/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseSearch } from './catalogue-api';

/**
 * The destination picker: an antd Select that searches the forwarder's warehouses (Amazon FBA
 * centres by their FC codes by default) as the user types, and gives the chosen WarehouseCode.
 */
export function WarehousePicker({
  value,
  onChange,
  kind = 'fba',
  id,
  testId = 'warehouse-picker',
}: {
  value?: string;
  onChange?: (code: string | undefined) => void;
  kind?: WarehouseKind;
  /** The form item's id, so its label names the picker. */
  id?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value ?? '');
  const search = useWarehouseSearch({ Keyword: keyword, Kind: kind, Limit: 20 });
  const options = (search.data ?? []).map((warehouse) => ({
    value: warehouse.WarehouseCode,
    label: `${warehouse.WarehouseCode} · ${[warehouse.City, warehouse.Province, warehouse.CountryCode].filter(Boolean).join(', ')}`,
  }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={value}
      onChange={(code: string | undefined) => onChange?.(code)}
      options={options}
      loading={search.isFetching}
      placeholder={t('catalogue.pickWarehouse')}
      notFoundContent={search.isFetching ? t('common.loading') : t('catalogue.noWarehouse')}
      style={{ minWidth: 220, width: '100%' }}
      data-testid={testId}
    />
  );
}
