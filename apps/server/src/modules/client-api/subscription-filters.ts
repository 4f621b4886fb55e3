import { z } from 'zod';

const codes = <T extends string>(values: readonly [T, ...T[]]) => z.array(z.enum(values)).max(50).optional();

/** The filters of a DCSA T&T 2.2 subscription (subscriptionBody), all optional, AND between them. */
export const subscriptionFiltersSchema = z.object({
  eventType: codes(['SHIPMENT', 'TRANSPORT', 'EQUIPMENT']),
  shipmentEventTypeCode: codes([
    'RECE',
    'DRFT',
    'PENA',
    'PENU',
    'REJE',
    'APPR',
    'ISSU',
    'SURR',
    'SUBM',
    'VOID',
    'CONF',
    'REQS',
    'CMPL',
    'HOLD',
    'RELS',
  ]),
  documentTypeCode: codes(['CBR', 'BKG', 'SHI', 'SRM', 'TRD', 'ARN', 'VGM', 'CAS', 'CUS', 'DGD', 'OOG']),
  carrierBookingReference: z.string().trim().min(1).max(35).optional(),
  transportDocumentReference: z.string().trim().min(1).max(20).optional(),
  transportEventTypeCode: codes(['ARRI', 'DEPA']),
  equipmentEventTypeCode: codes([
    'LOAD',
    'DISC',
    'GTIN',
    'GTOT',
    'STUF',
    'STRP',
    'PICK',
    'DROP',
    'INSP',
    'RSEA',
    'RMVD',
  ]),
  equipmentReference: z.string().trim().min(1).max(15).optional(),
  UNLocationCode: z.string().trim().length(5).optional(),
});
export type SubscriptionFilters = z.infer<typeof subscriptionFiltersSchema>;
