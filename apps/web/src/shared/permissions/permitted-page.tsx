import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { usePermittedPaths } from './route-access';

/** A page the user's permission tree does not contain is not there for them: typing its address shows /404. */
export function PermittedPage({ path, children }: { path: string; children: ReactNode }) {
  const permitted = usePermittedPaths();
  return permitted.has(path) ? children : <Navigate to={paths.notFound} replace />;
}
