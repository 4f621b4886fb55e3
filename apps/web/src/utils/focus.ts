/** Focuses an element that is not a control (a heading, the main area) without adding a tab stop. */
export function focusStatic(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}
