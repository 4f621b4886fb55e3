import { z } from 'zod';

const isoDateTime = z.iso.datetime({ offset: true });

// --- Client API keys (a company's own systems reading its events, DCSA T&T 2.2 at /v2) ---------

export const createClientApiKeyRequestSchema = z.object({
  Name: z.string().trim().min(1).max(100),
  ExpiresTime: isoDateTime.nullish().describe('After this the key is refused; omitted: it does not expire'),
});
export const clientApiKeySchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  KeyPrefix: z.string().describe('The first characters of the key, to recognise it'),
  CreatedTime: isoDateTime,
  CreatedBy: z.string().describe('Account name of the client admin who created it'),
  ExpiresTime: isoDateTime.nullable(),
  LastUsedTime: isoDateTime.nullable(),
  RevokedTime: isoDateTime.nullable(),
});
export type ClientApiKey = z.infer<typeof clientApiKeySchema>;
export const createdClientApiKeySchema = clientApiKeySchema.extend({
  Key: z.string().describe('Shown this once: only its SHA-256 is stored'),
});
export const clientApiKeyListSchema = z.object({ Items: z.array(clientApiKeySchema), TotalCount: z.number().int() });
export const clientApiKeyIdSchema = z.object({ Id: z.uuid() });

/** A webhook subscription as the client admin sees it in the portal, with its deliveries counted. */
export const webhookSubscriptionSummarySchema = z.object({
  Id: z.uuid(),
  CallbackUrl: z.string(),
  Filters: z.record(z.string(), z.unknown()).describe('The DCSA filters of the subscription'),
  CreatedTime: isoDateTime,
  UpdatedTime: isoDateTime,
  Pending: z.number().int(),
  Delivered: z.number().int(),
  Failed: z.number().int(),
});
export type WebhookSubscriptionSummary = z.infer<typeof webhookSubscriptionSummarySchema>;
export const webhookSubscriptionListSchema = z.object({
  Items: z.array(webhookSubscriptionSummarySchema),
  TotalCount: z.number().int(),
});

export const webhookDeliveryListRequestSchema = z.object({
  SubscriptionId: z.uuid(),
  PageIndex: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(100).default(20),
});
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  Id: z.number().int(),
  EventId: z.string(),
  CreatedTime: isoDateTime,
  State: z.enum(WEBHOOK_DELIVERY_STATES),
  Attempts: z.number().int(),
  LastStatusCode: z.number().int().nullable().describe("The receiver's HTTP status at the last attempt"),
  LastError: z.string().nullable(),
  NextAttemptTime: isoDateTime.nullable(),
  DeliveredTime: isoDateTime.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({
  Items: z.array(webhookDeliverySchema),
  TotalCount: z.number().int(),
});
