import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_USER_LIST_URL } from '../../features/client-users/user-manage-api';
import { GUIDE_TREE_URL } from '../../features/guide/guide-api';
import { SIDEBAR_STATUS_COOKIE, SIZE_COOKIE, useAppStore } from '../../stores/app-store';
import { useSettingsStore } from '../../stores/settings-store';
import { useTagsViewStore } from '../../stores/tags-view-store';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, menuItem, signIn } from '../../testing/session';
import { resizeWindow } from '../../testing/viewport';

const user = userEvent.setup();

/** The client admin's tree with the settings pages of the shell. */
const SHELL_TREE = CLIENT_ADMIN_TREE.map((item) =>
  item.Code === 'Setting'
    ? {
        ...item,
        Children: [
          ...item.Children,
          menuItem('Setting:Guide', 'Guide', '/systemConfig/guide'),
          menuItem('Setting:PushConfig', 'Notification settings', '/systemConfig/pushConfig'),
        ],
      }
    : item,
);

function signedInAt(path: string) {
  signIn(undefined, SHELL_TREE);
  // Every list is empty; the guide's tree, a list without paging, too.
  const sent = fakeServer((request) => ({
    data: envelope(0, request.url === GUIDE_TREE_URL ? [] : { Items: [], TotalCount: 0 }),
  }));
  return { ...renderApp(path), sent };
}

const tabs = () =>
  within(screen.getByTestId('tags-view'))
    .getAllByRole('link')
    .map((tab) => tab.textContent);

/** Right-clicks a tab and returns its context menu, the one open menu of the tags view. */
async function openTagMenu(path: string) {
  // A click elsewhere closes a menu left open, as in a browser.
  await user.click(document.body);
  await user.pointer({ keys: '[MouseRight]', target: await screen.findByTestId(`tag-${path}`) });
  const refresh = await waitFor(() => {
    // A closed menu is hidden, or still leaving (happy-dom runs no animation to its end).
    const open = screen
      .queryAllByTestId('tag-menu-refresh')
      .filter((item) => !item.closest('.ant-dropdown-hidden, .ant-slide-up-leave'));
    expect(open).toHaveLength(1);
    return open[0] as HTMLElement;
  });
  return refresh.closest('[role="menu"]') as HTMLElement;
}

const menuEntries = () =>
  within(screen.getByTestId('side-menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('breadcrumb (spec §2)', () => {
  it('starts with Home, then the levels of the page; folders and the last level are not links', async () => {
    signedInAt('/systemConfig/userManage');
    const breadcrumb = await screen.findByTestId('breadcrumb');
    expect(breadcrumb.textContent).toBe('Home/Settings/Account management');
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/']);
    expect(within(breadcrumb).getByText('Account management').getAttribute('aria-current')).toBe('page');
  });

  it('links a level that is a page of its own', async () => {
    signedInAt('/dashboard/msgHistory');
    const breadcrumb = await screen.findByTestId('breadcrumb');
    expect(breadcrumb.textContent).toBe('Home/Dashboard/Message history');
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard/index');
  });
});

describe('tags view (spec §2)', () => {
  it('pins the dashboard, adds each page visited once, and closes a tab by its close button', async () => {
    const { router } = signedInAt('/systemConfig/userManage');
    await screen.findByTestId('user-manage-table');
    expect(tabs()).toEqual(['Dashboard', 'Account management']);
    await router.navigate('/systemConfig/userManage?page=2');
    await waitFor(() =>
      expect(useTagsViewStore.getState().visitedViews[1]?.fullPath).toBe('/systemConfig/userManage?page=2'),
    );
    expect(tabs()).toEqual(['Dashboard', 'Account management']);

    const tagsView = within(screen.getByTestId('tags-view'));
    expect(tagsView.getByRole('link', { name: 'Account management' }).getAttribute('aria-current')).toBe('page');
    expect(tagsView.queryByRole('button', { name: 'Close Dashboard' })).toBeNull();
    await user.click(tagsView.getByRole('button', { name: 'Close Account management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
    expect(tabs()).toEqual(['Dashboard']);
  });

  it('scrolls the tab of each page opened into view, but not the first tab of a strip just drawn', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { router } = signedInAt('/dashboard/index');
    await screen.findByTestId('dashboard-greeting');
    expect(scrolled).not.toHaveBeenCalled();
    await router.navigate('/systemConfig/userManage');
    await screen.findByTestId('user-manage-table');
    expect(scrolled.mock.contexts.map((tab) => (tab as HTMLElement).textContent)).toContain('Account management');
    scrolled.mockClear();
    await router.navigate('/dashboard/index');
    await waitFor(() =>
      expect(scrolled.mock.contexts.map((tab) => (tab as HTMLElement).textContent)).toContain('Dashboard'),
    );
    scrolled.mockRestore();
  });

  it('closes a tab by Delete on it and puts the focus on the next tab, the previous one for the last', async () => {
    const { router } = signedInAt('/systemConfig/userManage');
    await screen.findByTestId('user-manage-table');
    await router.navigate('/dashboard/msgHistory');
    await screen.findByTestId('message-history-table');
    await router.navigate('/systemConfig/guide');
    await screen.findByTestId('guide-start');
    expect(tabs()).toEqual(['Dashboard', 'Account management', 'Message history', 'Guide']);
    const tagsView = within(screen.getByTestId('tags-view'));

    act(() => tagsView.getByRole('link', { name: 'Account management' }).focus());
    await user.keyboard('{Delete}');
    await waitFor(() => expect(tabs()).toEqual(['Dashboard', 'Message history', 'Guide']));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Message history'));

    act(() => tagsView.getByRole('link', { name: 'Guide' }).focus());
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(tabs()).toEqual(['Dashboard', 'Message history']));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Message history'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/msgHistory'));

    // The pinned dashboard stays.
    act(() => tagsView.getByRole('link', { name: 'Dashboard' }).focus());
    await user.keyboard('{Delete}');
    expect(tabs()).toEqual(['Dashboard', 'Message history']);
  });

  it('offers Refresh, Close, Close Others and Close All, and no Close on the pinned dashboard', async () => {
    const { router } = signedInAt('/dashboard/index');
    await screen.findByTestId('dashboard-greeting');
    const dashboardMenu = await openTagMenu('/dashboard/index');
    expect(within(dashboardMenu).queryByRole('menuitem', { name: 'Close' })).toBeNull();
    within(dashboardMenu).getByRole('menuitem', { name: 'Close Others' });

    await router.navigate('/systemConfig/userManage');
    await screen.findByTestId('user-manage-table');
    await router.navigate('/dashboard/msgHistory');
    await screen.findByTestId('message-history-table');
    expect(tabs()).toEqual(['Dashboard', 'Account management', 'Message history']);
    const usersMenu = await openTagMenu('/systemConfig/userManage');
    expect(
      within(usersMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Refresh', 'Close', 'Close Others', 'Close All']);
    await user.click(within(usersMenu).getByRole('menuitem', { name: 'Close Others' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemConfig/userManage'));
    expect(tabs()).toEqual(['Dashboard', 'Account management']);

    await user.click(
      within(await openTagMenu('/systemConfig/userManage')).getByRole('menuitem', { name: 'Close All' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/index'));
    expect(tabs()).toEqual(['Dashboard']);
  });

  it('keeps a page with its state when another tab is opened, unless it is noCache', async () => {
    const { router } = signedInAt('/systemConfig/userManage');
    const search = within(await screen.findByTestId('user-manage-search')).getByRole('searchbox');
    await user.clear(search);
    await user.type(search, 'vera');
    await router.navigate('/systemConfig/guide');
    await screen.findByTestId('guide-start');
    await router.navigate('/dashboard/index');
    await screen.findByTestId('dashboard-greeting');
    // The account page stays mounted (hidden); the guide, a noCache page, is gone.
    screen.getByTestId('user-manage-table');
    expect(screen.queryByTestId('guide-start')).toBeNull();
    await user.click(screen.getByTestId('tag-/systemConfig/userManage'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemConfig/userManage'));
    expect((within(screen.getByTestId('user-manage-search')).getByRole('searchbox') as HTMLInputElement).value).toBe(
      'vera',
    );
  });

  it('refreshes a page through /redirect: it mounts afresh and loads again', async () => {
    const { router, sent } = signedInAt('/systemConfig/userManage');
    const search = within(await screen.findByTestId('user-manage-search')).getByRole('searchbox');
    await user.clear(search);
    await user.type(search, 'vera');
    const loads = () => sent.filter((request) => request.url === CLIENT_USER_LIST_URL).length;
    const before = loads();
    await user.click(within(await openTagMenu('/systemConfig/userManage')).getByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(router.state.location.pathname).toBe('/systemConfig/userManage');
    expect((within(screen.getByTestId('user-manage-search')).getByRole('searchbox') as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('forgets the tabs on sign-out', async () => {
    signedInAt('/systemConfig/userManage');
    await screen.findByTestId('user-manage-table');
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('user-menu-logout'));
    await waitFor(() => expect(useTagsViewStore.getState().visitedViews).toEqual([]));
  });
});

describe('header (spec §2)', () => {
  it('finds a page by a misspelled title and opens it', async () => {
    const { router } = signedInAt('/dashboard/index');
    await user.click(await screen.findByRole('button', { name: 'Search pages' }));
    const field = within(await screen.findByTestId('header-search')).getByRole('combobox');
    await user.clear(field);
    await user.type(field, 'Acount managment');
    const option = await screen.findByTitle('Settings > Account management');
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemConfig/userManage'));
  });

  it('searches only the pages the user may open', async () => {
    signIn(undefined, CLIENT_ADMIN_TREE.slice(0, 2));
    fakeServer(() => ({ data: envelope(0, null) }));
    renderApp('/dashboard/index');
    await user.click(await screen.findByRole('button', { name: 'Search pages' }));
    await user.type(within(await screen.findByTestId('header-search')).getByRole('combobox'), 'Account management');
    await screen.findByText('No matching page');
  });

  it("switches the size, keeps it in the size cookie, re-renders the page and says 'Switch Size Success'", async () => {
    const { router, sent } = signedInAt('/systemConfig/userManage');
    await screen.findByTestId('user-manage-table');
    const loads = () => sent.filter((request) => request.url === CLIENT_USER_LIST_URL).length;
    const before = loads();
    await user.click(screen.getByRole('button', { name: 'Global Size' }));
    expect((await screen.findByRole('menuitem', { name: 'Small' })).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Medium' }));
    await screen.findByText('Switch Size Success');
    expect(Cookies.get(SIZE_COOKIE)).toBe('medium');
    expect(useAppStore.getState().size).toBe('medium');
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(router.state.location.pathname).toBe('/systemConfig/userManage');
  });

  it('switches the language of the menu, the breadcrumb and the header', async () => {
    signedInAt('/systemConfig/userManage');
    await screen.findByTestId('breadcrumb');
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await screen.findByText('Sprache erfolgreich gewechselt!');
    await waitFor(() =>
      expect(screen.getByTestId('breadcrumb').textContent).toBe('Startseite/Settings (de)/Account management (de)'),
    );
    expect(menuEntries()).toContain('Account management (de)');
    screen.getByRole('button', { name: 'Aktualisieren' });
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it("warns 'you browser can not work' where fullscreen is not available", async () => {
    signedInAt('/dashboard/index');
    await user.click(await screen.findByRole('button', { name: 'Full screen' }));
    await screen.findByText('you browser can not work');
  });

  it('refreshes the page on screen', async () => {
    const { sent } = signedInAt('/systemConfig/userManage');
    await screen.findByTestId('user-manage-table');
    const before = sent.filter((request) => request.url === CLIENT_USER_LIST_URL).length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sent.filter((request) => request.url === CLIENT_USER_LIST_URL).length).toBe(before + 1));
  });

  it('opens the push settings', async () => {
    const { router } = signedInAt('/dashboard/index');
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemConfig/pushConfig'));
  });
});

describe('sidebar (spec §2, §4, §9)', () => {
  it('hides and shows, remembering the choice in the sidebarStatus cookie as 0 or 1', async () => {
    signedInAt('/dashboard/index');
    await screen.findByTestId('sidebar');
    await user.click(screen.getByRole('button', { name: 'Hide menu' }));
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(Cookies.get(SIDEBAR_STATUS_COOKIE)).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Show menu' }));
    await screen.findByTestId('sidebar');
    expect(Cookies.get(SIDEBAR_STATUS_COOKIE)).toBe('1');
  });

  it('is resized by keyboard between 210 and 450 px', async () => {
    signedInAt('/dashboard/index');
    const handle = await screen.findByRole('separator', { name: 'Menu width' });
    const width = () => Number(handle.getAttribute('aria-valuenow'));
    expect(width()).toBe(176);
    act(() => handle.focus());
    await user.keyboard('{ArrowRight}');
    expect(width()).toBe(210);
    await user.keyboard('{ArrowRight}');
    expect(width()).toBe(220);
    await user.keyboard('{End}');
    expect(width()).toBe(450);
    await user.keyboard('{ArrowRight}');
    expect(width()).toBe(450);
    await user.keyboard('{Home}');
    expect(width()).toBe(210);
    expect(screen.getByTestId('sidebar').style.width).toBe('210px');
  });

  it('opens links to other sites in a new tab', async () => {
    signIn(undefined, [...CLIENT_ADMIN_TREE, menuItem('Help', 'Help centre', 'https://help.example.com')]);
    fakeServer(() => ({ data: envelope(0, null) }));
    renderApp('/dashboard/index');
    const link = await within(await screen.findByTestId('side-menu')).findByRole('link', { name: 'Help centre' });
    expect(link.getAttribute('href')).toBe('https://help.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is a drawer under 992 px, closed after a navigation, and the layout follows a resize', async () => {
    const { router } = signedInAt('/dashboard/index');
    await screen.findByTestId('sidebar');
    resizeWindow(375);
    await waitFor(() => expect(screen.queryByTestId('sidebar')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Show menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByText('Account management'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemConfig/userManage'));
    await waitFor(() => expect(useAppStore.getState().mobileMenuOpen).toBe(false));
    resizeWindow(1280);
    await screen.findByTestId('sidebar');
  });
});

describe('settings panel (spec §2)', () => {
  it('changes the theme colour and turns the tags view, fixed header and sidebar logo on and off', async () => {
    signedInAt('/dashboard/index');
    await user.click(await screen.findByRole('button', { name: 'Page style setting' }));
    const drawer = await screen.findByTestId('settings-drawer');
    expect(within(drawer).getAllByRole('radio')).toHaveLength(8);
    // The radio itself is hidden under its swatch, which is what a person clicks.
    await user.click(within(drawer).getByLabelText('#13c2c2').closest('label') as HTMLElement);
    expect(useSettingsStore.getState().theme).toBe('#13c2c2');

    await user.click(screen.getByRole('switch', { name: 'Open Tags-View' }));
    await waitFor(() => expect(screen.queryByTestId('tags-view')).toBeNull());
    expect(screen.getByTestId('fixed-header').style.position).toBe('sticky');
    await user.click(screen.getByRole('switch', { name: 'Fixed Header' }));
    expect(screen.getByTestId('fixed-header').style.position).toBe('');
    expect(within(screen.getByTestId('sidebar')).queryByTestId('header-logo')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Sidebar Logo' }));
    within(screen.getByTestId('sidebar')).getByTestId('header-logo');
  });
});
