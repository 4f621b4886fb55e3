import { post } from '../../lib/request';

export const LOGIN_URL = '/cms/api/User/Login';

export interface LoginCredentials {
  AccountName: string;
  Password: string;
}

/** POST /cms/api/User/Login (spec §7); the answer's shape arrives with the auth issue. */
export function login(credentials: LoginCredentials): Promise<unknown> {
  return post<unknown>(LOGIN_URL, credentials);
}
