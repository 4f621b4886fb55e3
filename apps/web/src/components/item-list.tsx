import { Children, type HTMLAttributes, type ReactNode, useId } from 'react';
import './item-list.css';

type ItemListProps = Omit<HTMLAttributes<HTMLUListElement>, 'className'> & {
  /** Shown above the items; it names the list. */
  header?: ReactNode;
  /** Shown instead of the list when there are no items. */
  emptyText?: ReactNode;
};

/**
 * A short list (its children are the <li> items) in the look of antd's small List, which antd 6
 * deprecates: its successor, Listy, is a virtual scroller of <div>s, made for long lists.
 */
export function ItemList({ header, emptyText, children, ...list }: ItemListProps) {
  const headerId = useId();
  const items =
    emptyText !== undefined && Children.count(children) === 0 ? (
      <div className="item-list-empty">{emptyText}</div>
    ) : (
      <ul aria-labelledby={header === undefined ? undefined : headerId} {...list} className="item-list">
        {children}
      </ul>
    );
  if (header === undefined) return items;
  return (
    <div>
      <div id={headerId} className="item-list-header">
        {header}
      </div>
      {items}
    </div>
  );
}
