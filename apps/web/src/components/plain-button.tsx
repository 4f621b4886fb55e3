import type { ButtonHTMLAttributes } from 'react';
import './plain-button.css';

/**
 * A button of the screens drawn without antd (the login page, the portal config's failure). While
 * `loading` it shows a spinner and ignores clicks, yet keeps the focus, which a disabled button would drop.
 */
export function PlainButton({
  variant = 'primary',
  large = false,
  block = false,
  loading = false,
  testId,
  className,
  onClick,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'link';
  large?: boolean;
  block?: boolean;
  loading?: boolean;
  testId?: string;
}) {
  const classes = [
    'plain-button',
    variant === 'primary' && 'plain-button-primary',
    large && 'plain-button-large',
    block && 'plain-button-block',
    className,
  ];
  return (
    <button
      type="button"
      {...button}
      className={classes.filter(Boolean).join(' ')}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      data-testid={testId}
    >
      {loading && <span className="plain-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
