import { type ReactNode, Suspense, useState } from 'react';
import { LoadingIndicator } from './loading-indicator';

/**
 * Renders a dialog or drawer whose code loads lazily, from the first time it is opened on: the first
 * screen then neither fetches nor runs what only a click shows (issue 15). Once opened it stays
 * mounted, so it closes with its own animation and gives the focus back as it would otherwise.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={<LoadingIndicator />}>{children}</Suspense> : null;
}
