import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './plain-tabs.css';

export interface PlainTab {
  key: string;
  label: ReactNode;
  panel: ReactNode;
  testId?: string;
}

/** The tab a key of the tab list moves to (WAI-ARIA tabs: arrows wrap around, Home and End), if any. */
function tabIndexAfter(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs by the WAI-ARIA tabs pattern, without antd (the login page loads none): one tab stop, the
 * arrow keys, Home and End move and select at once. A panel is rendered when first opened (a lazy
 * one loads then) and kept, hidden, so what was typed in it stays.
 */
export function PlainTabs({ tabs }: { tabs: readonly PlainTab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    setSelected(index);
    setOpened((previous) => new Set(previous).add(index));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexAfter(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };
  return (
    <div className="plain-tabs">
      <div role="tablist" className="plain-tabs-list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={index === selected ? 0 : -1}
            className="plain-tabs-tab"
            onClick={() => select(index)}
            data-testid={tab.testId}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== selected}
        >
          {opened.has(index) && tab.panel}
        </div>
      ))}
    </div>
  );
}
