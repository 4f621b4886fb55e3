import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllowClear } from './clear-icon';

/** The keyword box above a list; an emptied box searches for everything again. */
export function KeywordSearch({
  placeholder,
  onSearch,
  testId,
}: {
  placeholder: string;
  onSearch: (keyword: string | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  return (
    <Input.Search
      allowClear={allowClear}
      placeholder={placeholder}
      aria-label={placeholder}
      enterButton={t('common.search')}
      onSearch={(keyword) => onSearch(keyword.trim() || undefined)}
      style={{ maxWidth: 360 }}
      data-testid={testId}
    />
  );
}
