import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useTagsViewStore } from '../../stores/tags-view-store';

/** Refresh (spec §2): the page on screen mounts afresh through /redirect/{path}. */
export function useRefreshPage(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return () => {
    useTagsViewStore.getState().delCachedView(pathname);
    navigate(`${paths.redirect}${pathname}${search}${hash}`, { replace: true });
  };
}
