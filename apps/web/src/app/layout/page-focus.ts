import { type RefObject, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusStatic } from '../../utils/focus';

/** How long a page may take to show its heading (its chunk and its data) before the focus stays put. */
const HEADING_WAIT_MS = 10_000;

function isShown(element: Element): boolean {
  // Test DOMs without layout do not all have checkVisibility.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The heading of the page on screen (pages kept for other tabs are in the DOM, hidden). */
export function visibleHeading(main: HTMLElement): HTMLElement | undefined {
  return [...main.querySelectorAll<HTMLElement>('h1')].find(isShown);
}

/**
 * On each change of page, the page scrolls to its top and the focus moves to its heading, so that a keyboard or
 * screen-reader user starts there instead of at <body> or in the side menu. It stays where it is
 * when the user moved it meanwhile or is going through the tabs of the tags view. A page loaded
 * from its address, or reached by the browser's back and forward, keeps the browser's own focus,
 * so that the skip link stays the first tab stop.
 */
export function useFocusHeadingOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is a new page, whose heading takes the focus
  useEffect(() => {
    const area = main.current;
    if (!area || navigationType === 'POP') return;
    // A new page starts at its top, with its heading clear of the sticky header, not at the
    // previous page's scroll offset. Back and forward keep the browser's own restoration.
    window.scrollTo(0, 0);
    const startedFrom = document.activeElement;
    const focusMayMove = () => {
      const current = document.activeElement;
      if (current?.closest('#tags-view-container')) return false;
      return !current || current === document.body || current === startedFrom || !isShown(current);
    };
    const tryFocus = () => {
      if (!focusMayMove()) return true;
      const heading = visibleHeading(area);
      if (!heading) return false;
      focusStatic(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(area, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
    return stop;
  }, [pathname, navigationType, main]);
}
