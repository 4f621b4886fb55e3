import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debounce } from '../../utils/debounce';
import { type LocationKind, useLocationSearch } from './shipments-api';

/** Spec §9's debounce of a search typed into a box. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A port, rail terminal or airport by its code (UN/LOCODE or IATA), found by code or name as the
 * user types. The form holds the code; a code already chosen shows as itself until searched.
 */
/** Named by the label of the form field it sits in (Origin, Destination), not by its placeholder. */
export function LocationSelect({
  id,
  value,
  onChange,
  kind,
  placeholder,
  testId,
  style,
}: {
  /** Given by the form field, whose label names the box through it. */
  id?: string;
  value?: string | null;
  onChange?: (code: string | undefined) => void;
  kind?: LocationKind;
  placeholder: string;
  testId: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const search = useMemo(() => debounce((text: string) => setKeyword(text.trim()), SEARCH_DEBOUNCE_MS), []);
  const found = useLocationSearch(keyword, kind);
  const options = (found.data ?? []).map((place) => ({
    value: place.Code,
    label: place.Name ? `${place.Code} · ${place.Name}` : place.Code,
  }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      value={value ?? undefined}
      onChange={(code) => onChange?.(code ?? undefined)}
      placeholder={placeholder}
      options={options}
      loading={found.isFetching}
      notFoundContent={keyword ? t('shipments.noPlace') : t('shipments.typeToSearchPlace')}
      popupMatchSelectWidth={false}
      style={style}
      data-testid={testId}
    />
  );
}
