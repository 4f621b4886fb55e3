import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useTagsViewStore, type VisitedView } from '../../stores/tags-view-store';

const tagsView = () => useTagsViewStore.getState();

/**
 * The tags view's actions (spec §2). Refresh remounts the page through /redirect. When the page
 * on screen loses its tab, the last remaining tab opens, else the home page. Close Others opens
 * the chosen tab.
 */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const leaveIfClosed = () => {
    const { visitedViews } = tagsView();
    if (visitedViews.some((visited) => visited.path === pathname)) return;
    navigate(visitedViews.at(-1)?.fullPath ?? paths.home);
  };

  return {
    refresh: (view: VisitedView) => {
      tagsView().delCachedView(view.path);
      navigate(`${paths.redirect}${view.fullPath}`, { replace: true });
    },
    close: (view: VisitedView) => {
      tagsView().delView(view.path);
      leaveIfClosed();
    },
    closeOthers: (view: VisitedView) => {
      tagsView().delOthersViews(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    },
    closeAll: () => {
      tagsView().delAllViews();
      leaveIfClosed();
    },
  };
}
