import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** An antd link to a route of the app: a real link (new tab, copy address) that navigates in-app on a plain click. */
export function RouterLink({
  to,
  target,
  children,
  testId,
}: {
  to: string;
  target?: '_blank';
  /** Optional because <Trans> passes the text of a link in a translation. */
  children?: ReactNode;
  testId?: string;
}) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to, { target });
  return (
    <Typography.Link
      href={href}
      onClick={navigate}
      target={target}
      rel={target ? 'noopener' : undefined}
      data-testid={testId}
    >
      {children}
    </Typography.Link>
  );
}
