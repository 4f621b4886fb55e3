import { TOKEN_COOKIE_NAMES } from '@portside/contracts/sign-in';
import Cookies from 'js-cookie';
import { getPortalConfig } from '../stores/portal-config-store';
import { setCookie } from './cookies';

/**
 * The two cookies holding the access token (spec §3): the variant's name
 * (FOBCUSTOMERACCESSTOKEN or FOBAGENTCUSTOMERACCESSTOKEN) and the environment-named one, both
 * given by GetPortalConfig for the host. Before the config has arrived there is no token.
 */
function tokenCookieNames(): string[] {
  const config = getPortalConfig();
  return config ? [config.TokenCookieName, config.EnvTokenCookieName] : [];
}

export function getToken(): string | undefined {
  for (const name of tokenCookieNames()) {
    const token = Cookies.get(name);
    if (token) return token;
  }
  return undefined;
}

export function setToken(token: string): void {
  for (const name of tokenCookieNames()) setCookie(name, token);
}

/**
 * Spec §4: logout and session expiry remove the access-token cookies: the environment-named one
 * and both variants' names, whichever this host uses.
 */
export function removeAllTokens(): void {
  const names = new Set([...TOKEN_COOKIE_NAMES, ...tokenCookieNames()]);
  for (const name of names) Cookies.remove(name, { path: '/' });
}
