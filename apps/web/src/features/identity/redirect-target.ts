import { paths } from '../../config/paths';

/**
 * Where to go after login: the `redirect` query parameter when it is a path on this site, so a
 * crafted link cannot send the user to another site after they sign in.
 */
export function redirectTargetFrom(search: URLSearchParams): string {
  const target = search.get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return paths.home;
  return target;
}
