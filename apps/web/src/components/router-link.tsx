import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import './router-link.css';

/**
 * A link to a route of the app: a real link (new tab, copy address) that navigates in-app on a
 * plain click. Plain HTML in antd's link look, as the login page, which has links, loads no antd.
 */
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
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      className="router-link"
      href={href}
      onClick={navigate}
      target={target}
      rel={target ? 'noopener' : undefined}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
