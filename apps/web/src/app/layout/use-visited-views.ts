import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePermittedPaths } from '../../shared/permissions/route-access';
import { useTagsViewStore } from '../../stores/tags-view-store';
import { isPagePath, PAGE_META, PAGE_PATH_LIST } from '../page-routes';
import { useRouteTitle } from './route-titles';

/**
 * Keeps the tags view in step with the router: the pinned pages the user may open come first, and
 * each page opened becomes a tab (or, opened again with another query, updates its tab).
 */
export function useVisitedViews(): void {
  const location = useLocation();
  const permitted = usePermittedPaths();
  const titleOf = useRouteTitle();
  const addView = useTagsViewStore((state) => state.addView);
  const updateVisitedView = useTagsViewStore((state) => state.updateVisitedView);

  useEffect(() => {
    for (const path of PAGE_PATH_LIST) {
      if (PAGE_META[path].affix && permitted.has(path)) {
        addView({ path, title: titleOf(path), affix: true, noCache: PAGE_META[path].noCache });
      }
    }
  }, [permitted, titleOf, addView]);

  const { pathname, search, hash } = location;
  useEffect(() => {
    if (!isPagePath(pathname) || !permitted.has(pathname)) return;
    const view = {
      path: pathname,
      fullPath: pathname + search + hash,
      title: titleOf(pathname),
      ...PAGE_META[pathname],
    };
    addView(view);
    updateVisitedView(view);
  }, [pathname, search, hash, permitted, titleOf, addView, updateVisitedView]);
}
