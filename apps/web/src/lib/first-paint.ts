/**
 * The static first paint of index.html (issue 15), shown by public/first-paint.js while the app
 * loads: the login form on /home/login, the loading indicator elsewhere. The app removes it when it
 * renders a screen of its own.
 */
const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
const LOGIN_FORM_ID = 'first-paint';
const LOADING_ID = 'first-paint-loading';

/** Whether the static login form is on screen, so a loading state need not cover it with a spinner. */
export function isStaticLoginFormShown(): boolean {
  return (
    document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE) === 'login' &&
    document.getElementById(LOGIN_FORM_ID) !== null
  );
}

export function removeFirstPaint(): void {
  for (const id of [LOGIN_FORM_ID, LOADING_ID]) document.getElementById(id)?.remove();
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
}
