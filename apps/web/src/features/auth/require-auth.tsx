import { createSearchParams, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { getToken } from '../../lib/auth-token';

/** Routes below this one need a token; without one the user signs in and comes back here. */
export function RequireAuth() {
  const location = useLocation();
  if (getToken()) return <Outlet />;
  const search = createSearchParams({ redirect: location.pathname + location.search });
  return <Navigate to={{ pathname: paths.login, search: `?${search}` }} replace />;
}
