import { z } from 'zod';
import type { OrderKind } from './catalogue.js';
import { orderKindSchema } from './catalogue.js';
import { cappedPageSchema, pageRequestSchema } from './envelope.js';
import { attachmentSchema } from './files.js';
import { orderDeliveryMethodSchema } from './orders.js';

/**
 * The states of a delivery (issue 11): keys of DeliveryStatusEnum (dictionary 1012). The last
 * mile of an end or air-end order, or the delivery of any order to an Amazon fulfilment centre.
 */
export const DELIVERY_STATUS = {
  NotDispatched: '0',
  AppointmentBooked: '1',
  OutForDelivery: '2',
  Delivered: '3',
  ReceivedByWarehouse: '4',
  Failed: '5',
  ReturnedToSender: '6',
} as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS)[keyof typeof DELIVERY_STATUS];
export const DELIVERY_STATUSES = Object.values(DELIVERY_STATUS) as DeliveryStatus[];
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES as [DeliveryStatus, ...DeliveryStatus[]]);

/** The usual way of a delivery, in order: what the web shows as steps (failure and return are detours). */
export const DELIVERY_MAIN_PATH: readonly DeliveryStatus[] = ['0', '1', '2', '3', '4'];

/**
 * Which state may follow which. Appointment booked is reached only by booking an appointment (the
 * appointment call), from Not dispatched or, to rebook, from Failed; moving an appointment keeps the
 * state. A truck delivery to an Amazon centre goes out only with an appointment (README).
 */
export const DELIVERY_TRANSITIONS: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  '0': ['1', '2'],
  '1': ['0', '2'],
  '2': ['3', '5'],
  '3': ['4'],
  '4': [],
  '5': ['1', '2', '6'],
  '6': [],
};

/** The kinds whose last mile is a delivery of their own (spec §1 end delivery, air-end). */
export const DELIVERY_ORDER_KINDS: readonly OrderKind[] = ['end', 'airEnd'];

/** What happened to an appointment, in its history. */
export const APPOINTMENT_ACTIONS = ['Booked', 'Moved', 'Cancelled', 'Rebooked'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** Courier tracking event codes, as the forwarder posts them for each parcel (child tracking number). */
export const PARCEL_EVENT_CODES = [
  'LabelCreated',
  'PickedUp',
  'InTransit',
  'OutForDelivery',
  'Delivered',
  'Exception',
  'Returned',
] as const;
export type ParcelEventCode = (typeof PARCEL_EVENT_CODES)[number];
export const parcelEventCodeSchema = z.enum(PARCEL_EVENT_CODES);

/** The label of a carton's courier parcel: a 4 × 6 in PDF, one page (spec §8 DownLoadExpressLabelByExpressChildNo). */
export const EXPRESS_LABEL_CONTENT_TYPE = 'application/pdf';

/** A courier child tracking number: letters, digits and dashes. */
export const expressChildNoSchema = z
  .string()
  .trim()
  .min(4)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes');

export const appointmentSchema = z.object({
  AppointmentId: z.string().describe("Amazon's appointment id (Carrier Central ISA number)"),
  Start: z.iso.datetime(),
  End: z.iso.datetime().nullable(),
});

export const appointmentChangeSchema = appointmentSchema.extend({
  Action: z.enum(APPOINTMENT_ACTIONS),
  Reason: z.string().nullable().describe('Why it was moved, cancelled or rebooked'),
  Time: z.iso.datetime().describe('When the change was recorded'),
});

export const deliveryStatusChangeSchema = z.object({
  FromStatus: deliveryStatusSchema.nullable().describe('Null when the delivery was opened'),
  ToStatus: deliveryStatusSchema,
  Note: z.string().nullable(),
  Time: z.iso.datetime(),
});

export const parcelEventSchema = z.object({
  Code: parcelEventCodeSchema,
  Description: z.string().nullable(),
  Location: z.string().nullable(),
  Time: z.iso.datetime(),
});

export const parcelSchema = z.object({
  ExpressChildNo: z.string().describe("The carton's child tracking number"),
  CartonNo: z.string(),
  Position: z.number().int().describe('Carton n of the order'),
  Status: parcelEventCodeSchema.nullable().describe('The latest event, if any'),
  Events: z.array(parcelEventSchema).describe('Newest first'),
});

export const deliverySchema = z.object({
  Id: z.uuid(),
  OrderId: z.uuid(),
  OrderNo: z.string(),
  OrderKind: orderKindSchema,
  ShipmentId: z.uuid().nullable(),
  FbaShipmentId: z.string().nullable(),
  WarehouseCode: z.string().describe('Where it is delivered: an Amazon centre or another warehouse'),
  Method: orderDeliveryMethodSchema,
  Carrier: z.string().nullable(),
  Courier: z.string().nullable().describe('The courier of a parcel delivery'),
  MasterTrackingNo: z.string().nullable(),
  Status: deliveryStatusSchema.describe('A key of DeliveryStatusEnum'),
  Appointment: appointmentSchema.nullable(),
  FailureReason: z.string().nullable(),
  DeliveredTime: z.iso.datetime().nullable(),
  ReceivedTime: z.iso.datetime().nullable(),
  ProofOfDelivery: attachmentSchema.nullable().describe('Download it with its Url (DownloadFile)'),
  ParcelCount: z.number().int(),
  UpdatedTime: z.iso.datetime(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryDetailSchema = deliverySchema.extend({
  AppointmentHistory: z.array(appointmentChangeSchema).describe('Oldest first'),
  History: z.array(deliveryStatusChangeSchema).describe('Oldest first'),
  Parcels: z.array(parcelSchema).describe('In carton order'),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;

export const deliveryListRequestSchema = pageRequestSchema.extend({
  Status: z.array(deliveryStatusSchema).max(DELIVERY_STATUSES.length).nullish(),
  Keyword: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .describe('The start of an order number, FBA shipment id, appointment id or tracking number'),
});
export type DeliveryListRequest = z.infer<typeof deliveryListRequestSchema>;

export const deliveryPageSchema = cappedPageSchema(deliverySchema);

export const deliveryIdRequestSchema = z.object({ Id: z.uuid() });

export const expressLabelRequestSchema = z.object({ ExpressChildNo: expressChildNoSchema });

// The forwarder's side (integration API, camelCase like the shipments feed).

const note = z.string().trim().max(500).nullish();

export const integrationDeliveryOpenSchema = z.object({
  order: z.string().trim().min(1).max(30).describe("The order's number (OrderNo)"),
  method: orderDeliveryMethodSchema.nullish().describe("How it is delivered; the order's delivery method if absent"),
  carrier: z.string().trim().min(1).max(80).nullish().describe('The trucking company'),
});

export const integrationAppointmentSchema = z.object({
  appointmentId: z.string().trim().min(1).max(40),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }).nullish(),
  reason: note.describe('Why it was moved or rebooked; shown to the client'),
});

export const integrationDeliveryStatusSchema = z.object({
  status: deliveryStatusSchema.describe(
    'A key of DeliveryStatusEnum; 1 (Appointment booked) is reached through the appointment call',
  ),
  note: note.describe('Why: required when the delivery failed'),
  at: z.iso.datetime({ offset: true }).nullish().describe('When it happened; the time of the call if absent'),
});

/** Proof of delivery files: a PDF or an image, at most this many bytes. */
export const PROOF_OF_DELIVERY_MAX_BYTES = 10 * 1024 * 1024;

export const integrationProofOfDeliverySchema = z.object({
  fileName: z.string().trim().min(1).max(200).describe('With its extension: .pdf, .png, .jpg'),
  contentBase64: z
    .string()
    .min(1)
    .max(Math.ceil(PROOF_OF_DELIVERY_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64')
    .describe('The file, base64'),
});

export const integrationParcelsSchema = z.object({
  courier: z.string().trim().min(1).max(40).describe('UPS, FedEx, DHL …'),
  masterTrackingNo: expressChildNoSchema.nullish(),
  parcels: z
    .array(z.object({ cartonNo: z.string().trim().min(1).max(30), childTrackingNo: expressChildNoSchema }))
    .min(1)
    .max(10_000)
    .describe('One child tracking number for each carton of the order'),
});

export const integrationParcelEventsSchema = z.object({
  events: z
    .array(
      z.object({
        childTrackingNo: expressChildNoSchema,
        code: parcelEventCodeSchema,
        eventDateTime: z.iso.datetime({ offset: true }),
        description: z.string().trim().max(200).nullish(),
        location: z.string().trim().max(100).nullish(),
      }),
    )
    .min(1)
    .max(2000),
});

export const integrationDeliveryAnswerSchema = z.object({
  id: z.uuid(),
  externalId: z.string(),
  orderNo: z.string(),
  status: deliveryStatusSchema,
  appointment: z
    .object({ appointmentId: z.string(), start: z.iso.datetime(), end: z.iso.datetime().nullable() })
    .nullable(),
  proofOfDeliveryFileId: z.uuid().nullable(),
  parcels: z.array(z.object({ cartonNo: z.string(), childTrackingNo: z.string() })),
});
export type IntegrationDeliveryAnswer = z.infer<typeof integrationDeliveryAnswerSchema>;

export const integrationParcelEventsAnswerSchema = z.object({
  accepted: z.number().int().describe('Events recorded'),
  duplicates: z.number().int().describe('Events already recorded (same parcel, code and time), skipped'),
});
