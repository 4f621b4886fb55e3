import { describe, expect, it } from 'vitest';
import { button, CLIENT_ADMIN_TREE, CLIENT_VIEWER_TREE, menuItem, STAFF_TREE } from '../../testing/session';
import {
  buildSideMenu,
  firstPagePath,
  forDeployment,
  grantableMenus,
  menuTrail,
  permittedPaths,
  searchableRoutes,
} from './menu-tree';

/** The pages the app has, in these tests: the trees' other entries (files, quotes, orders) have none. */
const PAGE_PATHS: ReadonlySet<string> = new Set([
  '/dashboard/index',
  '/dashboard/msgHistory',
  '/systemConfig/userManage',
  '/systemConfig/guide',
  '/systemConfig/pushConfig',
  '/staff/clientUsers',
]);

describe('permittedPaths', () => {
  it('holds the Urls of menu entries, folders and hidden pages, and no button', () => {
    expect([...permittedPaths(CLIENT_ADMIN_TREE)].sort()).toEqual([
      '/cargoStatus',
      '/cargoStatus/clearanceFiles',
      '/dashboard/index',
      '/dashboard/msgHistory',
      '/order',
      '/order/manage',
      '/quote',
      '/quote/enquiry',
      '/systemConfig',
      '/systemConfig/userManage',
    ]);
  });

  it('leaves out what the tree does not contain', () => {
    expect(permittedPaths(CLIENT_VIEWER_TREE).has('/systemConfig/userManage')).toBe(false);
    expect(permittedPaths([]).size).toBe(0);
  });
});

describe('forDeployment', () => {
  it('removes the quote menu and the order-manage route, with their subtrees, on the private deployment', () => {
    const paths = permittedPaths(forDeployment(CLIENT_ADMIN_TREE, true));
    for (const removed of ['/quote', '/quote/enquiry', '/order/manage']) expect(paths.has(removed)).toBe(false);
    expect(paths.has('/order')).toBe(true);
    expect(paths.has('/systemConfig/userManage')).toBe(true);
  });

  it('keeps the tree as it is elsewhere', () => {
    expect(forDeployment(CLIENT_ADMIN_TREE, false)).toEqual(CLIENT_ADMIN_TREE);
  });
});

describe('buildSideMenu', () => {
  it('lists links to other sites, which open in a new tab', () => {
    const tree = [
      menuItem('Help', 'Help', '/help', 1, [
        menuItem('Help:Site', 'Help centre', 'https://help.example.com'),
        menuItem('Help:Mail', 'Write to us', 'mailto:help@example.com'),
      ]),
    ];
    expect(buildSideMenu(tree, PAGE_PATHS, 'en-US')).toEqual([
      {
        key: 'Help',
        label: 'Help',
        children: [
          { key: 'https://help.example.com', label: 'Help centre' },
          { key: 'mailto:help@example.com', label: 'Write to us' },
        ],
      },
    ]);
    expect(firstPagePath(tree, PAGE_PATHS)).toBeUndefined();
  });

  it('lists the entries the app has a page for, inside the folders that contain them', () => {
    expect(buildSideMenu(CLIENT_ADMIN_TREE, PAGE_PATHS, 'en-US')).toEqual([
      { key: '/dashboard/index', label: 'Dashboard' },
      {
        key: 'Setting',
        label: 'Settings',
        children: [{ key: '/systemConfig/userManage', label: 'Account management' }],
      },
    ]);
  });

  it('labels the entries in the UI language', () => {
    expect(buildSideMenu(CLIENT_VIEWER_TREE, PAGE_PATHS, 'de-DE')).toEqual([
      { key: '/dashboard/index', label: 'Dashboard (de)' },
    ]);
  });

  it('keeps hidden pages (MenuType 2), hidden entries and buttons out of the menu although they are reachable', () => {
    const pages = new Set(['/dashboard/msgHistory', '/dashboard/index', '/hidden']);
    const tree = [
      menuItem('Dashboard', 'Dashboard', '/dashboard/index', 1, [
        menuItem('MsgHistory', 'Message history', '/dashboard/msgHistory', 2),
      ]),
      { ...menuItem('Hidden', 'Hidden', '/hidden'), hidden: true },
      button('Dashboard:Export'),
    ];
    expect(buildSideMenu(tree, pages, 'en-US')).toEqual([{ key: '/dashboard/index', label: 'Dashboard' }]);
    expect(permittedPaths(tree).has('/dashboard/msgHistory')).toBe(true);
  });

  it('drops a folder none of whose entries has a page', () => {
    const tree = [
      menuItem('CargoStatus', 'Cargo status', '/cargoStatus', 1, [menuItem('New', 'New', '/cargoStatus/new')]),
    ];
    expect(buildSideMenu(tree, PAGE_PATHS, 'en-US')).toEqual([]);
  });
});

describe('grantableMenus', () => {
  it('keeps the entries the app has a page for or that link elsewhere, their buttons and their folders', () => {
    const tree = [
      ...CLIENT_ADMIN_TREE,
      menuItem('Help', 'Help', '/help', 1, [menuItem('Help:Site', 'Help centre', 'https://help.example.com')]),
    ];
    const codes = (items: ReturnType<typeof grantableMenus>): string[] =>
      items.flatMap((item) => [item.Code, ...codes(item.Children)]);
    expect(codes(grantableMenus(tree, PAGE_PATHS))).toEqual([
      'FOB:Client:Dashboard',
      'Setting',
      'Setting:UserManage',
      'UserManage:Create',
      'UserManage:Enable',
      'UserManage:ResetPassword',
      'UserManage:Grant',
      'Help',
      'Help:Site',
    ]);
  });
});

describe('firstPagePath', () => {
  it('is the first menu page in tree order', () => {
    expect(firstPagePath(CLIENT_ADMIN_TREE, PAGE_PATHS)).toBe('/dashboard/index');
    expect(firstPagePath(STAFF_TREE, PAGE_PATHS)).toBe('/staff/clientUsers');
  });

  it('falls back to a hidden page, and is undefined without any page', () => {
    const hiddenOnly = [menuItem('Manage', 'Manage', '/systemConfig/userManage', 2)];
    expect(firstPagePath(hiddenOnly, PAGE_PATHS)).toBe('/systemConfig/userManage');
    expect(firstPagePath([], PAGE_PATHS)).toBeUndefined();
  });
});

describe('menuTrail', () => {
  it('leads from the top of the tree to the page, through folders and parent pages', () => {
    expect(menuTrail(CLIENT_ADMIN_TREE, '/systemConfig/userManage').map((item) => item.Code)).toEqual([
      'Setting',
      'Setting:UserManage',
    ]);
    expect(menuTrail(CLIENT_ADMIN_TREE, '/dashboard/msgHistory').map((item) => item.Code)).toEqual([
      'FOB:Client:Dashboard',
      'FOB:Client:Dashboard:MsgHistory',
    ]);
  });

  it('is empty for a path outside the tree', () => {
    expect(menuTrail(CLIENT_VIEWER_TREE, '/systemConfig/userManage')).toEqual([]);
  });
});

describe('searchableRoutes', () => {
  it('lists the menu pages with their folder titles, without hidden pages', () => {
    expect(searchableRoutes(buildSideMenu(CLIENT_ADMIN_TREE, PAGE_PATHS, 'de-DE'))).toEqual([
      { path: '/dashboard/index', title: ['Dashboard (de)'] },
      { path: '/systemConfig/userManage', title: ['Settings (de)', 'Account management (de)'] },
    ]);
  });
});
