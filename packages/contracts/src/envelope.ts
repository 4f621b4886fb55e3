import { z } from 'zod';

/** The body of every response (spec §3, DESIGN §4). */
/* @__NO_SIDE_EFFECTS__ */
export function envelopeSchema<T extends z.ZodType>(body: T) {
  return z.object({
    ErrorCode: z.number().int().describe('0 is success; see the error catalogue'),
    Msg: z.string().describe('A message for the user in the request language; empty on success'),
    Body: body,
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.null());

export type Envelope<T> = { ErrorCode: number; Msg: string; Body: T };

/** A page of a list (spec §3: Body.Items and Body.TotalCount). */
/* @__NO_SIDE_EFFECTS__ */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ Items: z.array(item), TotalCount: z.number().int().nonnegative() });
}

/**
 * Where the total of a long list stops being counted (issue 15): a list answers at most this
 * TotalCount, with TotalCapped when it has more rows (the web shows "10,000+").
 */
export const LIST_TOTAL_CAP = 10_000;

/** A page of a list that may be long: its TotalCount stops at LIST_TOTAL_CAP. */
/* @__NO_SIDE_EFFECTS__ */
export function cappedPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({
    TotalCapped: z
      .boolean()
      .describe(`True when the list has more than ${LIST_TOTAL_CAP} rows: TotalCount is then ${LIST_TOTAL_CAP}`),
  });
}

/** A list request: PageIndex counts from 1 (DESIGN §4). */
export const pageRequestSchema = z.object({
  PageIndex: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(200).default(20),
});
