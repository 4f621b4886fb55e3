/**
 * The static login form of index.html (issue 15), shown by public/first-paint.js on /home/login
 * while the app loads. The app removes it when it renders a screen of its own.
 */
const FIRST_PAINT_ID = 'first-paint';

/** Whether the static form is on screen, so a loading state need not cover it with a spinner. */
export function isFirstPaintShown(): boolean {
  return document.documentElement.hasAttribute('data-first-paint') && document.getElementById(FIRST_PAINT_ID) !== null;
}

export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  document.documentElement.removeAttribute('data-first-paint');
}
