import type { HTMLAttributes } from 'react';
import './plain-text.css';

type PlainTextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'className'> & {
  strong?: boolean;
  secondary?: boolean;
  /** Cut at one line with an ellipsis, as `Typography.Text ellipsis` draws it (no tooltip). */
  oneLine?: boolean;
};

/**
 * A text in the look of antd's `Typography.Text` (strong, secondary, cut at one line), drawn by CSS
 * alone. Each Typography.Text mounts a ResizeObserver and an ellipsis measurer, and one cut with
 * `ellipsis` measures itself in layout effects, each measure a synchronous re-render: on the first
 * screen (the message list, the user menu, the cards) that was a good part of the dashboard's first
 * load on a phone (issue 15).
 */
export function PlainText({ strong = false, secondary = false, oneLine = false, ...span }: PlainTextProps) {
  const className = [
    strong && 'plain-text-strong',
    secondary && 'plain-text-secondary',
    oneLine && 'plain-text-one-line',
  ]
    .filter(Boolean)
    .join(' ');
  return <span {...span} className={className || undefined} />;
}
