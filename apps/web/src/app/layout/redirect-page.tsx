import { Navigate, useLocation, useParams } from 'react-router';

/**
 * /redirect/{path} (spec §2, the refresh helper): goes straight back to {path} with its query. The
 * page was dropped from the cache before coming here, so it mounts afresh.
 */
export function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${path}${search}${hash}`} replace />;
}
