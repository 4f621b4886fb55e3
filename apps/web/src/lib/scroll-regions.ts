/** antd's scrolling table containers. */
const SCROLL_CONTAINERS = '.ant-table-content, .ant-table-body';

/** Gives a scrolling table container a tab stop while its content overflows, and takes it back after. */
function updateScrollRegions(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(SCROLL_CONTAINERS)) {
    const overflows = element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
    if (overflows && element.tabIndex < 0) element.tabIndex = 0;
    if (!overflows && element.getAttribute('tabindex') === '0') element.removeAttribute('tabindex');
  }
}

/**
 * WCAG 2.1.1: a region that scrolls must be reachable by keyboard, or the columns past its edge
 * (a table at 375 px) are out of reach. antd gives its scroll container no tab stop, so the app
 * adds one to each container that overflows, wherever a table renders. Returns the disconnect.
 */
export function keepScrollRegionsFocusable(root: HTMLElement): () => void {
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => updateScrollRegions(root));
  };
  const mutations = new MutationObserver(schedule);
  mutations.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    mutations.disconnect();
    window.removeEventListener('resize', schedule);
  };
}
