import { beforeEach, describe, expect, it } from 'vitest';
import { useTagsViewStore } from './tags-view-store';

const store = () => useTagsViewStore.getState();
const paths = () => store().visitedViews.map((view) => view.path);

const DASHBOARD = { path: '/dashboard/index', title: 'Dashboard', affix: true };
const USERS = { path: '/systemConfig/userManage', title: 'Account management' };
const HISTORY = { path: '/dashboard/msgHistory', title: 'Message history' };
const GUIDE = { path: '/systemConfig/guide', title: 'Guide', noCache: true };

beforeEach(() => store().reset());

describe('tags-view store (spec §2, §4)', () => {
  it('adds a visited view with its path, full path and title', () => {
    store().addView({ ...USERS, fullPath: '/systemConfig/userManage?page=2' });
    expect(store().visitedViews).toEqual([
      {
        path: '/systemConfig/userManage',
        fullPath: '/systemConfig/userManage?page=2',
        title: 'Account management',
        affix: false,
      },
    ]);
  });

  it("titles a view without a title 'no-name'", () => {
    store().addView({ path: '/somewhere' });
    expect(store().visitedViews[0]?.title).toBe('no-name');
  });

  it('keeps one tab per path', () => {
    store().addView(USERS);
    store().addView({ ...USERS, fullPath: '/systemConfig/userManage?page=3', title: 'Another title' });
    expect(store().visitedViews).toHaveLength(1);
    expect(store().visitedViews[0]?.title).toBe('Account management');
    expect(store().cachedViews).toEqual([USERS.path]);
  });

  it('updates the tab of a page visited again with another query', () => {
    store().addView(DASHBOARD);
    store().addView(USERS);
    store().updateVisitedView({ ...USERS, fullPath: '/systemConfig/userManage?keyword=vera' });
    expect(store().visitedViews[1]?.fullPath).toBe('/systemConfig/userManage?keyword=vera');
    store().updateVisitedView({ ...DASHBOARD, affix: false, fullPath: '/dashboard/index?tab=2' });
    expect(store().visitedViews[0]).toMatchObject({ fullPath: '/dashboard/index?tab=2', affix: true });
  });

  it('caches the pages it keeps by path, except noCache ones', () => {
    store().addView(DASHBOARD);
    store().addView(GUIDE);
    store().addView(USERS);
    expect(paths()).toEqual([DASHBOARD.path, GUIDE.path, USERS.path]);
    expect(store().cachedViews).toEqual([DASHBOARD.path, USERS.path]);
  });

  it('deletes one view and its cache, never a pinned one', () => {
    store().addView(DASHBOARD);
    store().addView(USERS);
    store().addView(HISTORY);
    store().delView(USERS.path);
    expect(paths()).toEqual([DASHBOARD.path, HISTORY.path]);
    expect(store().cachedViews).toEqual([DASHBOARD.path, HISTORY.path]);
    store().delView(DASHBOARD.path);
    expect(paths()).toEqual([DASHBOARD.path, HISTORY.path]);
  });

  it('drops only the cache of a view being refreshed', () => {
    store().addView(USERS);
    store().delCachedView(USERS.path);
    expect(paths()).toEqual([USERS.path]);
    expect(store().cachedViews).toEqual([]);
  });

  it('deletes the others, keeping pinned views and the chosen one with their caches', () => {
    store().addView(DASHBOARD);
    store().addView(USERS);
    store().addView(HISTORY);
    store().addView(GUIDE);
    store().delOthersViews(HISTORY.path);
    expect(paths()).toEqual([DASHBOARD.path, HISTORY.path]);
    expect(store().cachedViews).toEqual([DASHBOARD.path, HISTORY.path]);
  });

  it('deletes all but the pinned views', () => {
    store().addView(DASHBOARD);
    store().addView(USERS);
    store().addView(GUIDE);
    store().delAllViews();
    expect(paths()).toEqual([DASHBOARD.path]);
    expect(store().cachedViews).toEqual([DASHBOARD.path]);
  });

  it('drops every cache and keeps the tabs (a size change re-renders every page)', () => {
    store().addView(DASHBOARD);
    store().addView(USERS);
    store().delAllCachedViews();
    expect(paths()).toEqual([DASHBOARD.path, USERS.path]);
    expect(store().cachedViews).toEqual([]);
  });

  it('forgets everything on reset (sign-out)', () => {
    store().addView(DASHBOARD);
    store().reset();
    expect(store().visitedViews).toEqual([]);
    expect(store().cachedViews).toEqual([]);
  });
});
