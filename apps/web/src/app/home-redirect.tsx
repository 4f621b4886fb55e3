import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { firstPagePath } from '../shared/permissions/menu-tree';
import { usePermittedTree } from '../shared/permissions/route-access';
import { PAGE_PATHS } from './page-routes';

/**
 * / opens the user's first page: the dashboard for clients (spec §2), the first granted page for
 * staff. A user granted no page yet is told so inside the layout, where they can still log out.
 */
export function HomeRedirect() {
  const { t } = useTranslation();
  const firstPage = firstPagePath(usePermittedTree(), PAGE_PATHS);
  if (firstPage) return <Navigate to={firstPage} replace />;
  return <Result status="info" title={t('layout.noPages')} subTitle={t('layout.noPagesHint')} />;
}
