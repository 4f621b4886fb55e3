import Cookies from 'js-cookie';

/** The direct-customer token cookie (spec §3); a later issue picks the agent-customer name by host. */
export const TOKEN_COOKIE_NAME = 'FOBCUSTOMERACCESSTOKEN';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE_NAME);
}
