import Cookies from 'js-cookie';

/** Spec §9: cookie default lifetime 3 days. */
export const COOKIE_DEFAULT_DAYS = 3;

/** Sets a cookie of the portal: the whole site, the spec's lifetime, sent only over HTTPS when served so. */
export function setCookie(name: string, value: string): void {
  Cookies.set(name, value, {
    expires: COOKIE_DEFAULT_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}
