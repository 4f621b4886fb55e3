import { Flex, Spin } from 'antd';
import { Activity, type ReactNode, Suspense, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useTagsViewStore } from '../../stores/tags-view-store';
import { isPagePath, PAGE_META } from '../page-routes';

function PageLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}

/**
 * The page area. A page left for another tab stays mounted but hidden (React's <Activity>), so it
 * keeps its state when the user comes back (spec §2); a noCache page, and one whose tab was
 * closed or refreshed, mounts afresh.
 */
export function AppMain() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const cachedViews = useTagsViewStore((state) => state.cachedViews);
  // The element each kept page was first rendered with; its route context stays that of its own path.
  const kept = useRef(new Map<string, ReactNode>());

  const cacheable = isPagePath(pathname) && !PAGE_META[pathname].noCache;
  for (const path of kept.current.keys()) {
    if (path !== pathname && !cachedViews.includes(path)) kept.current.delete(path);
  }
  if (cacheable && !kept.current.has(pathname)) kept.current.set(pathname, outlet);

  return (
    <>
      {[...kept.current].map(([path, page]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          <Suspense fallback={<PageLoading />}>{page}</Suspense>
        </Activity>
      ))}
      {!cacheable && <Suspense fallback={<PageLoading />}>{outlet}</Suspense>}
    </>
  );
}
