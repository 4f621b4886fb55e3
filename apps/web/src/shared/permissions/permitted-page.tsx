import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { usePermittedPaths } from './route-access';

/**
 * A page the user's permission tree does not contain is not there for them: typing its address shows
 * /404. The dashboard, the clients' landing that links and bookmarks lead to, sends a user without it
 * (staff) to their own first page instead.
 */
export function PermittedPage({ path, children }: { path: string; children: ReactNode }) {
  const permitted = usePermittedPaths();
  if (permitted.has(path)) return children;
  return <Navigate to={path === paths.dashboard ? paths.home : paths.notFound} replace />;
}
