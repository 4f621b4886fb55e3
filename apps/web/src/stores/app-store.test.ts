import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resizeWindow } from '../testing/viewport';
import { SIDEBAR_STATUS_COOKIE, SIDEBAR_WIDTH_STORAGE_KEY, SIZE_COOKIE, useAppStore, watchDevice } from './app-store';

afterEach(() => {
  Cookies.remove(SIDEBAR_STATUS_COOKIE, { path: '/' });
  Cookies.remove(SIZE_COOKIE, { path: '/' });
});

async function freshStore() {
  vi.resetModules();
  return (await import('./app-store')).useAppStore;
}

describe('app store (spec §3, §4, §9)', () => {
  it('opens the sidebar without a cookie, and remembers a toggle as 1 or 0', async () => {
    const store = await freshStore();
    store.setState({ device: 'desktop' });
    expect(store.getState().sidebarOpened).toBe(true);
    store.getState().toggleSidebar();
    expect(store.getState().sidebarOpened).toBe(false);
    expect(Cookies.get(SIDEBAR_STATUS_COOKIE)).toBe('0');
    store.getState().toggleSidebar();
    expect(Cookies.get(SIDEBAR_STATUS_COOKIE)).toBe('1');
  });

  it('starts closed when the cookie says 0', async () => {
    Cookies.set(SIDEBAR_STATUS_COOKIE, '0');
    expect((await freshStore()).getState().sidebarOpened).toBe(false);
  });

  it('toggles the menu drawer on mobile, leaving the desktop choice alone', () => {
    useAppStore.setState({ device: 'mobile', sidebarOpened: true, mobileMenuOpen: false });
    useAppStore.getState().toggleSidebar();
    expect(useAppStore.getState()).toMatchObject({ mobileMenuOpen: true, sidebarOpened: true });
    expect(Cookies.get(SIDEBAR_STATUS_COOKIE)).toBeUndefined();
  });

  it('keeps the size in the size cookie: small before any choice, medium for a cookie it cannot read', async () => {
    expect((await freshStore()).getState().size).toBe('small');
    useAppStore.getState().setSize('mini');
    expect(Cookies.get(SIZE_COOKIE)).toBe('mini');
    expect((await freshStore()).getState().size).toBe('mini');
    Cookies.set(SIZE_COOKIE, 'huge');
    expect((await freshStore()).getState().size).toBe('medium');
  });

  it('keeps the sidebar width between 210 and 450 px, stored once the drag rests', async () => {
    vi.useFakeTimers();
    useAppStore.getState().setSidebarWidth(600);
    expect(useAppStore.getState().sidebarWidth).toBe(450);
    useAppStore.getState().setSidebarWidth(120);
    expect(useAppStore.getState().sidebarWidth).toBe(210);
    useAppStore.getState().setSidebarWidth(300.4);
    expect(localStorage.getItem(SIDEBAR_WIDTH_STORAGE_KEY)).toBeNull();
    vi.runAllTimers();
    expect(localStorage.getItem(SIDEBAR_WIDTH_STORAGE_KEY)).toBe('300');
    expect((await freshStore()).getState().sidebarWidth).toBe(300);
  });

  it('starts the sidebar 176 px wide, and a resize only grows it into 210–450 px', async () => {
    expect((await freshStore()).getState().sidebarWidth).toBe(176);
    useAppStore.setState({ sidebarWidth: 176 });
    useAppStore.getState().setSidebarWidth(166);
    expect(useAppStore.getState().sidebarWidth).toBe(176);
    useAppStore.getState().setSidebarWidth(186);
    expect(useAppStore.getState().sidebarWidth).toBe(210);
    useAppStore.getState().setSidebarWidth(176);
    expect(useAppStore.getState().sidebarWidth).toBe(210);
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, '100');
    expect((await freshStore()).getState().sidebarWidth).toBe(210);
  });

  it('is mobile under 992 px and desktop from 992 px, re-evaluated on resize', () => {
    const stop = watchDevice();
    for (const [width, device] of [
      [991, 'mobile'],
      [992, 'desktop'],
      [375, 'mobile'],
      [1280, 'desktop'],
    ] as const) {
      resizeWindow(width);
      expect(useAppStore.getState().device, `${width} px`).toBe(device);
    }
    stop();
  });

  it('closes the menu drawer when the window grows to desktop', () => {
    const stop = watchDevice();
    resizeWindow(375);
    useAppStore.getState().setMobileMenuOpen(true);
    resizeWindow(1280);
    expect(useAppStore.getState().mobileMenuOpen).toBe(false);
    stop();
  });
});
