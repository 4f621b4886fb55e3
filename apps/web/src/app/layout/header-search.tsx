import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/chunk-reload';

const HeaderSearchField = lazyComponent(async () => (await import('./header-search-field')).HeaderSearchField);

/** The header's route search: the icon opens a search field; picking a page opens it. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (loading: boolean) => (
    <Tooltip title={t('headerSearch.label')}>
      <Button
        type="text"
        id="header-search"
        icon={<SearchOutlined />}
        aria-label={t('headerSearch.label')}
        loading={loading}
        onClick={() => setOpen(true)}
        data-testid="header-search-open"
      />
    </Tooltip>
  );
  if (!open) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <HeaderSearchField onClose={() => setOpen(false)} />
    </Suspense>
  );
}
