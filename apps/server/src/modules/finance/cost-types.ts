import { DICTIONARY_CONTENT } from '../dictionary/content/index.js';

/** The labels of each cost type in every language, lower case: a quote names its lines by key or by label. */
const COST_TYPE_NAMES = new Map(
  DICTIONARY_CONTENT.CostTypeEnum.map((item) => [
    item.Key,
    new Set([item.Key, ...Object.values(item.Labels).map((label) => label.toLowerCase())]),
  ]),
);

/** Whether a quote's price line is of a cost type: its name is the type's key or one of its labels. */
export const isOfCostType = (chargeName: string, costType: string) =>
  COST_TYPE_NAMES.get(costType)?.has(chargeName.trim().toLowerCase()) ?? false;

/** The cost types of main-carriage freight (CostTypeEnum: ocean, air, rail freight), whose rates the trends follow. */
export const FREIGHT_COST_TYPES = ['1', '2', '3'];
