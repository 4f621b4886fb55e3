import { z } from 'zod';
import { LOCALES } from './locales.js';

/**
 * The dictionary catalogue (spec §3 "Dictionary parent codes"): each enumeration's name and the
 * numeric code string it is requested by. 10xx are the freight domain, 11xx the fixed lookup lists.
 */
export const DICT_PARENT_CODES = {
  OrderStateEnum: '1001',
  OrderTypeEnum: '1002',
  WarehouseTypeEnum: '1003',
  TradeClauseEnum: '1004',
  TransportModeEnum: '1005',
  CabinTypeEnum: '1006',
  CurrencyEnum: '1007',
  ClearanceStatusEnum: '1008',
  CostTypeEnum: '1009',
  CostStageEnum: '1010',
  ApprovalStatusEnum: '1011',
  DeliveryStatusEnum: '1012',
  OceanTraceStatusEnum: '1013',
  FeedTypeEnum: '1014',
  MessageTypeEnum: '1015',
  ShipmentStatusEnum: '1016',
  ReferralSearchConditionEnum: '1101',
  PackageOrderTypeEnum: '1102',
  PackageOrderStatusEnum: '1103',
  RefundOptionEnum: '1104',
  ChannelEnum: '1105',
  PosterTypeEnum: '1106',
  EnabledStateEnum: '1107',
  CategoryEnum: '1108',
  ApplicableUsersEnum: '1109',
} as const;

export type DictName = keyof typeof DICT_PARENT_CODES;
export type DictParentCode = (typeof DICT_PARENT_CODES)[DictName];

export const ALL_DICT_PARENT_CODES: readonly string[] = Object.values(DICT_PARENT_CODES);

export const dictLabelsSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
);

export const dictItemSchema = z.object({
  Key: z.string().describe('The stored value, always a string ("0", "USD", "22G1")'),
  Value: z.string().describe('The label in the language of the request'),
  Labels: dictLabelsSchema.describe('The label in every UI language, so a cached copy serves any language'),
  Sort: z.number().int(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const getDictItemsRequestSchema = z.object({
  parentCode: z
    .array(z.string().trim().min(1).max(64))
    .max(500)
    .describe('Parent codes of the dictionary catalogue; unknown codes answer an empty list'),
});
export type GetDictItemsRequest = z.infer<typeof getDictItemsRequestSchema>;

export const dictItemsByParentCodeSchema = z.record(z.string(), z.array(dictItemSchema));
export type DictItemsByParentCode = z.infer<typeof dictItemsByParentCodeSchema>;
