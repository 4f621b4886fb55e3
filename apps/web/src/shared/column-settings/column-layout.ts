import type { ColumnSetting } from '@portside/contracts';

/** A column as the settings see it: its key, title and whether the user shows it. */
export interface ColumnChoice {
  key: string;
  title: string;
  visible: boolean;
  width?: number;
}

/**
 * The table's columns in the user's order and visibility. Columns the saved settings do not know
 * (added since) follow, shown; saved keys the table no longer has are ignored.
 */
export function applyColumnSettings(
  columns: readonly { key: string; title: string }[],
  saved: readonly ColumnSetting[] | undefined,
): ColumnChoice[] {
  const byKey = new Map((saved ?? []).map((setting) => [setting.Key, setting]));
  const known = columns
    .filter((column) => byKey.has(column.key))
    .sort((a, b) => (byKey.get(a.key)?.Order ?? 0) - (byKey.get(b.key)?.Order ?? 0));
  const added = columns.filter((column) => !byKey.has(column.key));
  return [...known, ...added].map(({ key, title }) => {
    const setting = byKey.get(key);
    return { key, title, visible: setting?.Visible ?? true, ...(setting?.Width ? { width: setting.Width } : {}) };
  });
}

/** The choices as the server stores them: the order is the position. */
export function toColumnSettings(choices: readonly ColumnChoice[]): ColumnSetting[] {
  return choices.map(({ key, visible, width }, Order) => ({
    Key: key,
    Visible: visible,
    Order,
    ...(width ? { Width: width } : {}),
  }));
}

/** The list with the item at `from` moved to `to`. */
export function moveChoice<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > items.length - 1) return [...items];
  next.splice(to, 0, moved);
  return next;
}
