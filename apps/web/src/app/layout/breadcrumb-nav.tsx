import './breadcrumb-nav.css';
import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { labelOf, menuTrail } from '../../shared/permissions/menu-tree';
import { usePermittedTree } from '../../shared/permissions/route-access';
import { useLanguageStore } from '../../stores/language-store';
import { isPagePath } from '../page-routes';

/**
 * Spec §2: Home, then the titled levels of the page in the menu tree. A level with a page of its
 * own links to it; folders and the last level (the page on screen) are plain text.
 */
export function BreadcrumbNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tree = usePermittedTree();
  const language = useLanguageStore((state) => state.language);
  const trail = useMemo(() => menuTrail(tree, pathname), [tree, pathname]);

  const items = [
    { key: 'home', title: <RouterLink to={paths.home}>{t('breadcrumb.home')}</RouterLink> },
    ...trail.map((item, index) => {
      const title = labelOf(item, language);
      const isLast = index === trail.length - 1;
      return {
        key: item.Code,
        title:
          isLast || !isPagePath(item.Url) ? (
            <span aria-current={isLast ? 'page' : undefined}>{title}</span>
          ) : (
            <RouterLink to={item.Url}>{title}</RouterLink>
          ),
      };
    }),
  ];
  return (
    <nav
      aria-label={t('breadcrumb.label')}
      id="breadcrumb-container"
      style={{ flex: '1 1 auto', minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}
    >
      <Breadcrumb items={items} data-testid="breadcrumb" />
    </nav>
  );
}
