import type { ColumnSetting, UserColumnSettings } from '@portside/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { userColumnSettings } from './schema.js';

type SettingsRow = typeof userColumnSettings.$inferSelect;

function toSettings(row: SettingsRow): UserColumnSettings {
  return {
    Id: row.id,
    TableKey: row.tableKey,
    Columns: row.columns,
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

/**
 * Column settings are the caller's own preferences, not company data: every query is bound to the
 * session's user, staff included, so the tenant scope does not apply.
 */
export async function listSettings(ctx: AppContext, caller: Caller, tableKey?: string): Promise<UserColumnSettings[]> {
  const rows = await ctx.db
    .select()
    .from(userColumnSettings)
    .where(
      and(
        eq(userColumnSettings.userId, caller.userId),
        tableKey === undefined ? undefined : eq(userColumnSettings.tableKey, tableKey),
      ),
    )
    .orderBy(asc(userColumnSettings.tableKey));
  return rows.map(toSettings);
}

/** Creates or replaces the caller's configuration of one table. */
export async function saveSettings(
  ctx: AppContext,
  caller: Caller,
  input: { TableKey: string; Columns: ColumnSetting[] },
): Promise<UserColumnSettings> {
  const columns = input.Columns.map(({ Key, Visible, Order, Width }) =>
    Width === undefined ? { Key, Visible, Order } : { Key, Visible, Order, Width },
  );
  const updatedAt = ctx.clock();
  const [row] = await ctx.db
    .insert(userColumnSettings)
    .values({ userId: caller.userId, tableKey: input.TableKey, columns, updatedAt })
    .onConflictDoUpdate({
      target: [userColumnSettings.userId, userColumnSettings.tableKey],
      set: { columns, updatedAt },
    })
    .returning();
  if (!row) throw new Error('column settings upsert returned no row');
  return toSettings(row);
}

/** Deletes one of the caller's configurations (back to the default columns); another's is not found. */
export async function deleteSettings(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(userColumnSettings)
    .where(and(eq(userColumnSettings.id, id), eq(userColumnSettings.userId, caller.userId)))
    .returning({ id: userColumnSettings.id });
  if (deleted.length === 0) throw new AppError('NotFound');
}
