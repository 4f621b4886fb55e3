import { z } from 'zod';

/** A column key as the web's tables name them: "DcgNo", "Consignee.Name". */
export const COLUMN_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;
/** A table key, e.g. a page's permission code "CargoStatus:SeaShipment". */
export const TABLE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.:]{0,63}$/;
export const MAX_COLUMNS = 100;

const tableKeySchema = z
  .string()
  .trim()
  .regex(TABLE_KEY_PATTERN, 'must start with a letter and have at most 64 letters, digits, _ . or :');

/** One column of a user's table configuration (spec §7 CfgUserDiyColumn). */
export const columnSettingSchema = z.object({
  Key: z
    .string()
    .trim()
    .regex(COLUMN_KEY_PATTERN, 'must start with a letter and have at most 64 letters, digits, _ or .'),
  Visible: z.boolean(),
  Order: z.number().int().min(0).max(999),
  Width: z.number().int().min(20).max(2000).optional().describe('Pixels; absent means the default width'),
});
export type ColumnSetting = z.infer<typeof columnSettingSchema>;

export const userColumnSettingsSchema = z.object({
  Id: z.uuid(),
  TableKey: z.string(),
  Columns: z.array(columnSettingSchema),
  UpdatedTime: z.iso.datetime(),
});
export type UserColumnSettings = z.infer<typeof userColumnSettingsSchema>;

export const getColumnSettingsRequestSchema = z.object({
  TableKey: tableKeySchema.optional().describe('Absent: every table the caller configured'),
});

export const updateColumnSettingsRequestSchema = z.object({
  TableKey: tableKeySchema,
  Columns: z
    .array(columnSettingSchema)
    .min(1)
    .max(MAX_COLUMNS)
    .superRefine((columns, refinement) => {
      const seen = new Set<string>();
      columns.forEach((column, index) => {
        if (seen.has(column.Key)) {
          refinement.addIssue({ code: 'custom', path: [index, 'Key'], message: `duplicate column key ${column.Key}` });
        }
        seen.add(column.Key);
      });
    }),
});

export const deleteColumnSettingsQuerySchema = z.object({ id: z.uuid() });
