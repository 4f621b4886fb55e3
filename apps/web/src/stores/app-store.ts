import Cookies from 'js-cookie';
import { create } from 'zustand';
import { setCookie } from '../lib/cookies';
import { debounce } from '../utils/debounce';

/** Spec §4: the sidebar state is remembered in this cookie, 1 open and 0 closed. */
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
/** Spec §4: the element size is remembered in this cookie. */
export const SIZE_COOKIE = 'size';
/** The size picker's choices (spec §2), as the cookie stores them. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
/**
 * Spec §9 names two defaults. "Default element size is small": with no size cookie (nothing chosen
 * yet) the elements are small, and the picker marks Small. "The size cookie defaults to medium": a
 * size cookie holding something else than the four sizes counts as medium.
 */
export const DEFAULT_ELEMENT_SIZE: Size = 'small';
export const SIZE_COOKIE_DEFAULT: Size = 'medium';
/** Spec §9: the mobile layout applies under 992 px. */
export const MOBILE_BREAKPOINT_PX = 992;
/**
 * Spec §9: the sidebar starts 176 px wide, and is dragged between 210 and 450 px. Both hold: 176
 * is the width until the user resizes it, and a resize sets a width in 210–450 (from 176 the
 * sidebar can only grow into that range).
 */
export const SIDEBAR_DEFAULT_WIDTH = 176;
export const SIDEBAR_MIN_WIDTH = 210;
export const SIDEBAR_MAX_WIDTH = 450;
/** Local-storage key of the width the user dragged the sidebar to, a preference of the browser. */
export const SIDEBAR_WIDTH_STORAGE_KEY = 'sidebarWidth';

export type Device = 'desktop' | 'mobile';

/** A drag moves the edge many times a second; the width is written once the edge rests. */
const SIDEBAR_WIDTH_SAVE_DELAY_MS = 300;
const saveSidebarWidth = debounce(
  (width: number) => localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, String(width)),
  SIDEBAR_WIDTH_SAVE_DELAY_MS,
);

const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function isSize(value: unknown): value is Size {
  return SIZES.some((size) => size === value);
}

function clampSidebarWidth(width: number): number {
  return Math.round(Math.min(SIDEBAR_MAX_WIDTH, Math.max(SIDEBAR_MIN_WIDTH, width)));
}

/** The width a drag or key asks for, in the drag range; narrowing the default sidebar does nothing. */
function resizedSidebarWidth(current: number, requested: number): number {
  if (current < SIDEBAR_MIN_WIDTH && requested <= current) return current;
  return clampSidebarWidth(requested);
}

function readSizeCookie(): Size {
  const value = Cookies.get(SIZE_COOKIE);
  if (value === undefined) return DEFAULT_ELEMENT_SIZE;
  return isSize(value) ? value : SIZE_COOKIE_DEFAULT;
}

function currentDevice(): Device {
  return window.matchMedia(MOBILE_MEDIA_QUERY).matches ? 'mobile' : 'desktop';
}

function storedSidebarWidth(): number {
  const stored = Number(localStorage.getItem(SIDEBAR_WIDTH_STORAGE_KEY));
  return stored ? clampSidebarWidth(stored) : SIDEBAR_DEFAULT_WIDTH;
}

interface AppState {
  /** Desktop: the sidebar is shown. With no cookie yet it is (spec §4, the template's default). */
  sidebarOpened: boolean;
  /** Mobile: the menu drawer is open; it starts closed and closes after each navigation. */
  mobileMenuOpen: boolean;
  device: Device;
  size: Size;
  sidebarWidth: number;
  toggleSidebar: () => void;
  setMobileMenuOpen: (open: boolean) => void;
  setDevice: (device: Device) => void;
  setSize: (size: Size) => void;
  setSidebarWidth: (width: number) => void;
}

/** The frame's client state (spec §3: device, sidebar state and size), with the spec's cookies. */
export const useAppStore = create<AppState>()((set, get) => ({
  sidebarOpened: Cookies.get(SIDEBAR_STATUS_COOKIE) !== '0',
  mobileMenuOpen: false,
  device: currentDevice(),
  size: readSizeCookie(),
  sidebarWidth: storedSidebarWidth(),
  toggleSidebar: () => {
    if (get().device === 'mobile') {
      set({ mobileMenuOpen: !get().mobileMenuOpen });
      return;
    }
    const sidebarOpened = !get().sidebarOpened;
    setCookie(SIDEBAR_STATUS_COOKIE, sidebarOpened ? '1' : '0');
    set({ sidebarOpened });
  },
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  setDevice: (device) => set(device === 'mobile' ? { device } : { device, mobileMenuOpen: false }),
  setSize: (size) => {
    setCookie(SIZE_COOKIE, size);
    set({ size });
  },
  setSidebarWidth: (width) => {
    const sidebarWidth = resizedSidebarWidth(get().sidebarWidth, width);
    if (sidebarWidth === get().sidebarWidth) return;
    saveSidebarWidth(sidebarWidth);
    set({ sidebarWidth });
  },
}));

/**
 * Spec §4: the device is desktop or mobile, re-evaluated whenever the window crosses 992 px.
 * Returns the function that stops watching.
 */
export function watchDevice(): () => void {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  const update = () => useAppStore.getState().setDevice(query.matches ? 'mobile' : 'desktop');
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}
