import type { DictName } from '@portside/contracts';
import { CONTAINER_TYPES } from './containers.js';
import { COST_STAGES, COST_TYPES } from './costs.js';
import { CURRENCIES } from './currency.js';
import {
  APPROVAL_STATUSES,
  CLEARANCE_STATUSES,
  ORDER_STATES,
  ORDER_TYPES,
  TRANSPORT_MODES,
  WAREHOUSE_TYPES,
} from './freight.js';
import { INCOTERMS } from './incoterms.js';
import {
  APPLICABLE_USERS,
  CATEGORIES,
  CHANNELS,
  ENABLED_STATES,
  PACKAGE_ORDER_STATUSES,
  PACKAGE_ORDER_TYPES,
  POSTER_TYPES,
  REFERRAL_SEARCH_CONDITIONS,
  REFUND_OPTIONS,
} from './lookup-lists.js';
import { FEEDBACK_TYPES, MESSAGE_TYPES } from './portal.js';
import { DELIVERY_STATUSES, OCEAN_TRACE_STATUSES, SHIPMENT_STATUSES } from './tracking.js';
import type { DictSeedItem } from './types.js';

/** The reference data seeded into the dictionary; the order of each list is its display order. */
export const DICTIONARY_CONTENT: Record<DictName, readonly DictSeedItem[]> = {
  OrderStateEnum: ORDER_STATES,
  OrderTypeEnum: ORDER_TYPES,
  WarehouseTypeEnum: WAREHOUSE_TYPES,
  TradeClauseEnum: INCOTERMS,
  TransportModeEnum: TRANSPORT_MODES,
  CabinTypeEnum: CONTAINER_TYPES,
  CurrencyEnum: CURRENCIES,
  ClearanceStatusEnum: CLEARANCE_STATUSES,
  CostTypeEnum: COST_TYPES,
  CostStageEnum: COST_STAGES,
  ApprovalStatusEnum: APPROVAL_STATUSES,
  DeliveryStatusEnum: DELIVERY_STATUSES,
  OceanTraceStatusEnum: OCEAN_TRACE_STATUSES,
  FeedTypeEnum: FEEDBACK_TYPES,
  MessageTypeEnum: MESSAGE_TYPES,
  ShipmentStatusEnum: SHIPMENT_STATUSES,
  ReferralSearchConditionEnum: REFERRAL_SEARCH_CONDITIONS,
  PackageOrderTypeEnum: PACKAGE_ORDER_TYPES,
  PackageOrderStatusEnum: PACKAGE_ORDER_STATUSES,
  RefundOptionEnum: REFUND_OPTIONS,
  ChannelEnum: CHANNELS,
  PosterTypeEnum: POSTER_TYPES,
  EnabledStateEnum: ENABLED_STATES,
  CategoryEnum: CATEGORIES,
  ApplicableUsersEnum: APPLICABLE_USERS,
};
