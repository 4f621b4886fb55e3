import type { Labels } from '@portside/contracts';

/** One entry of an enumeration: the stored value and its label in every UI language. */
export interface DictSeedItem {
  Key: string;
  Labels: Labels;
}
