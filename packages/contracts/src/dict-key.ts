import { z } from 'zod';

/**
 * A dictionary key in a request. Keys are strings ("0", "3"), but forms often send the number
 * (spec §3: FeedType defaults to 0), so a non-negative integer is accepted and turned into its key.
 * Whether the key exists in its enumeration is checked by the server against the dictionary.
 */
export const dictKeySchema = z
  .union([
    z.number().int().min(0),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'must be a dictionary key such as "0"'),
  ])
  .transform(String);
