import { Select } from 'antd';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildSideMenu, type SearchableRoute, searchableRoutes } from '../../shared/permissions/menu-tree';
import { usePermittedTree } from '../../shared/permissions/route-access';
import { useLanguageStore } from '../../stores/language-store';
import { PAGE_PATHS } from '../page-routes';

/** Spec §2, §9: fuzzy matching on the title (weight 0.7) and the path (0.3), threshold 0.4. */
const ROUTE_SEARCH_OPTIONS: IFuseOptions<SearchableRoute> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The pages the user may open, titled in the UI language, and their fuzzy index. */
function useRouteIndex(): Fuse<SearchableRoute> {
  const tree = usePermittedTree();
  const language = useLanguageStore((state) => state.language);
  return useMemo(
    () => new Fuse(searchableRoutes(buildSideMenu(tree, PAGE_PATHS, language)), ROUTE_SEARCH_OPTIONS),
    [tree, language],
  );
}

/**
 * The header search's field, loaded when the search is first opened (issue 15): a page picked from
 * the fuzzy matches opens; Escape or leaving the field closes it.
 */
export function HeaderSearchField({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const index = useRouteIndex();
  const [query, setQuery] = useState('');
  const options = useMemo(
    () => index.search(query).map(({ item }) => ({ value: item.path, label: item.title.join(' > ') })),
    [index, query],
  );
  return (
    <Select<string>
      id="header-search"
      autoFocus
      defaultOpen
      value={null}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      options={options}
      placeholder={t('headerSearch.placeholder')}
      aria-label={t('headerSearch.label')}
      notFoundContent={query ? t('headerSearch.noMatch') : null}
      onSelect={(path) => {
        onClose();
        navigate(path);
      }}
      onBlur={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      style={{ width: 220 }}
      data-testid="header-search"
    />
  );
}
