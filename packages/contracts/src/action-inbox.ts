import { z } from 'zod';

/**
 * What a client must do now, one kind per source (issue 12). Each source is a query over its own
 * data, so an item disappears when the thing is done; other areas add their kinds here.
 */
export const ACTION_KINDS = [
  'ChargesToApprove',
  'StatementOverdue',
  'QuoteToAnswer',
  'OrderSentBack',
  'OrderConformance',
  'ClearanceDocumentsAskedFor',
  'BillOfLadingToApprove',
  'ReturnsAwaitingInstruction',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const actionItemSchema = z.object({
  Kind: z.enum(ACTION_KINDS),
  /** The page that settles it (a key of PORTAL_PAGES) and its query, e.g. { tab: 'charges' }. */
  Page: z.string(),
  Query: z.record(z.string(), z.string()),
  Count: z.number().int().describe('How many things of this kind the item stands for'),
  Reference: z.string().nullable().describe('e.g. the statement, enquiry or order number'),
  Amount: z.string().nullable(),
  Currency: z.string().nullable(),
  DueDate: z.string().nullable().describe('e.g. when a statement is due or a quote expires, YYYY-MM-DD'),
});
export type ActionItem = z.infer<typeof actionItemSchema>;
export const actionInboxSchema = z.array(actionItemSchema);
