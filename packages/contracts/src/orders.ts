import { z } from 'zod';
import { cartonSchema, ORDER_MAX_CARTONS, type OrderKind, orderKindSchema } from './catalogue.js';
import { cappedPageSchema, pageRequestSchema } from './envelope.js';
import { attachmentSchema } from './files.js';
import { currencyCodeSchema, moneyAmountSchema } from './money.js';
import { FBA_SHIPMENT_ID, shipmentModeSchema } from './shipments.js';

/** Draft -> Submitted -> Accepted (shipment linked) or PendingUpdate -> Submitted; CargoReceived; Cancelled before receipt. */
export const ORDER_STATUSES = [
  'Draft',
  'Submitted',
  'PendingUpdate',
  'Accepted',
  'CargoReceived',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** The order work queue (/cargoStatus/newOrders): orders still being worked on, not yet received. */
export const ORDER_QUEUE_STATUSES: readonly OrderStatus[] = ['Draft', 'Submitted', 'PendingUpdate', 'Accepted'];

/** Draft -> Submitted -> Quoted -> Accepted / Declined / Expired (the quote's expiry by the app clock). */
export const ENQUIRY_STATUSES = ['Draft', 'Submitted', 'Quoted', 'Accepted', 'Declined', 'Expired'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES);

/** How the last mile of an end or air-end order is delivered. */
export const ORDER_DELIVERY_METHODS = ['truckLtl', 'truckFtl', 'parcel'] as const;
export const orderDeliveryMethodSchema = z.enum(ORDER_DELIVERY_METHODS);

/** Kinds that need a delivery method, and the kind that books containers. */
export const LAST_MILE_KINDS: readonly OrderKind[] = ['end', 'airEnd'];

const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.string().trim().min(1).max(max);
const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => text(max).nullish();
const positive = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.number().positive().max(max);
const isoDateTime = z.iso.datetime({ offset: true });

export const fbaShipmentIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(FBA_SHIPMENT_ID, 'must be FBA and 9 or 10 letters or digits');
export const fbaReferenceIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, 'must be 8 letters or digits');

/** The warehouse's measurement of a carton; null until it has been received. */
export const measuredCartonSchema = z.object({
  LengthCm: z.number(),
  WidthCm: z.number(),
  HeightCm: z.number(),
  WeightKg: z.number(),
});

export const orderContainerSchema = z.object({
  SizeType: text(10).describe('A key of CabinTypeEnum, e.g. 40HQ'),
  Quantity: z.number().int().positive().max(100),
});

/** A draft as the client saves it, step by step: nothing but the kind is required until submission. */
export const saveOrderRequestSchema = z.object({
  Id: z.uuid().nullish().describe('The draft to update; none creates a draft'),
  OrderKind: orderKindSchema,
  BatchNo: optionalText(40).describe('Required at submission when the company works by batch'),
  FbaShipmentId: fbaShipmentIdSchema.nullish(),
  FbaReferenceId: fbaReferenceIdSchema.nullish(),
  Sender: optionalText(300),
  OriginWarehouseCode: optionalText(20),
  DestinationWarehouseCode: optionalText(20),
  DeliveryMethod: orderDeliveryMethodSchema.nullish(),
  ChannelCode: optionalText(40),
  Containers: z.array(orderContainerSchema).max(20).default([]),
  Remarks: optionalText(1000),
  Cartons: z.array(cartonSchema).max(ORDER_MAX_CARTONS).default([]),
});
export type SaveOrderRequest = z.infer<typeof saveOrderRequestSchema>;

export const orderIdRequestSchema = z.object({ Id: z.uuid() });
export const submitOrderRequestSchema = orderIdRequestSchema.extend({
  ConfirmWarnings: z.boolean().default(false).describe('The user confirmed the conformance warnings (ErrorCode 100)'),
});
export const cancelOrderRequestSchema = orderIdRequestSchema.extend({ Reason: optionalText(500) });

export const transitionSchema = z.object({
  From: z.string().nullable(),
  To: z.string(),
  Reason: z.string().nullable(),
  Actor: z.string(),
  At: isoDateTime,
});
export type Transition = z.infer<typeof transitionSchema>;

export const orderSummarySchema = z.object({
  Id: z.uuid(),
  OrderNo: z.string(),
  OrderKind: orderKindSchema,
  Status: orderStatusSchema,
  BatchNo: z.string().nullable(),
  FbaShipmentId: z.string().nullable(),
  DestinationWarehouseCode: z.string().nullable(),
  CartonCount: z.number().int(),
  DeclaredWeightKg: z.number(),
  ShipmentId: z.uuid().nullable(),
  CreatedTime: isoDateTime,
  UpdatedTime: isoDateTime,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListRequestSchema = pageRequestSchema.extend({
  Status: z.array(orderStatusSchema).max(ORDER_STATUSES.length).nullish(),
  OrderKind: orderKindSchema.nullish(),
  Keyword: z.string().trim().max(50).nullish().describe('The start of an order, batch or FBA shipment number'),
});
export type OrderListRequest = z.infer<typeof orderListRequestSchema>;
/** The work queue's filter, without its page: what Order/ExportExcel writes out. */
export const orderFilterSchema = orderListRequestSchema.omit({ PageIndex: true, PageSize: true });
export type OrderFilter = z.infer<typeof orderFilterSchema>;
/** The most rows one Order/ExportExcel answer holds; narrow the filter for more. */
export const ORDER_EXPORT_MAX_ROWS = 100_000;
export const orderPageSchema = cappedPageSchema(orderSummarySchema);

export const priceLineSchema = z.object({ ChargeName: z.string(), Amount: moneyAmountSchema, Currency: z.string() });
export const moneyTotalSchema = z.object({ Amount: moneyAmountSchema, Currency: z.string() });

export const quoteOptionSchema = z.object({
  Id: z.uuid(),
  ChannelCode: z.string(),
  Service: z.string(),
  TransitDays: z.number().int(),
  ExpiresTime: isoDateTime,
  Expired: z.boolean(),
  PriceLines: z.array(priceLineSchema),
  /** One total per currency of the lines. */
  Totals: z.array(moneyTotalSchema),
});
export type QuoteOption = z.infer<typeof quoteOptionSchema>;

/** Who attached an order's document: the client (wizard, detail page), or the warehouse (a photo of its receipt). */
export const ORDER_DOCUMENT_KINDS = ['client', 'receiptPhoto'] as const;
export const orderDocumentSchema = attachmentSchema.extend({ Kind: z.enum(ORDER_DOCUMENT_KINDS) });
export type OrderDocument = z.infer<typeof orderDocumentSchema>;
/** Attaches a file the company uploaded (BaseData/UploadFile) to its order, or takes it off again. */
export const orderDocumentRequestSchema = z.object({ OrderId: z.uuid(), FileId: z.uuid() });

export const orderDetailSchema = orderSummarySchema.extend({
  FbaReferenceId: z.string().nullable(),
  Sender: z.string().nullable(),
  OriginWarehouseCode: z.string().nullable(),
  DeliveryMethod: orderDeliveryMethodSchema.nullable(),
  ChannelCode: z.string().nullable(),
  Containers: z.array(orderContainerSchema),
  Remarks: z.string().nullable(),
  PendingReason: z.string().nullable(),
  ShipmentDcgNo: z.string().nullable(),
  Cartons: z.array(cartonSchema.extend({ Measured: measuredCartonSchema.nullable() })),
  Documents: z.array(orderDocumentSchema),
  QuoteTerms: quoteOptionSchema.nullable(),
  Transitions: z.array(transitionSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const saveEnquiryRequestSchema = z.object({
  Id: z.uuid().nullish().describe('The draft to update; none creates a draft'),
  OrderKind: orderKindSchema,
  OriginCode: text(20).describe('Where the cargo starts: a UN/LOCODE, airport or origin warehouse code'),
  DestinationCode: text(20).describe('Where it goes: an FBA centre, warehouse, port or airport code'),
  Cartons: z.number().int().positive().max(100_000),
  WeightKg: positive(10_000_000),
  VolumeM3: positive(100_000),
  GoodsDescription: text(500),
  ReadyDate: z.iso.date(),
});
export type SaveEnquiryRequest = z.infer<typeof saveEnquiryRequestSchema>;

export const enquiryIdRequestSchema = z.object({ Id: z.uuid() });
export const acceptQuoteOptionRequestSchema = enquiryIdRequestSchema.extend({ OptionId: z.uuid() });
export const declineEnquiryRequestSchema = enquiryIdRequestSchema.extend({ Reason: optionalText(500) });

export const enquirySummarySchema = z.object({
  Id: z.uuid(),
  EnquiryNo: z.string(),
  Status: enquiryStatusSchema,
  OrderKind: orderKindSchema,
  OriginCode: z.string(),
  DestinationCode: z.string(),
  Cartons: z.number().int(),
  WeightKg: z.number(),
  VolumeM3: z.number(),
  GoodsDescription: z.string(),
  ReadyDate: z.iso.date(),
  CreatedTime: isoDateTime,
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

export const enquiryListRequestSchema = pageRequestSchema.extend({ Status: enquiryStatusSchema.nullish() });
export const enquiryPageSchema = cappedPageSchema(enquirySummarySchema);

export const enquiryDetailSchema = enquirySummarySchema.extend({
  Options: z.array(quoteOptionSchema),
  /** The draft order made from the accepted option. */
  OrderId: z.uuid().nullable(),
  Transitions: z.array(transitionSchema),
});
export type EnquiryDetail = z.infer<typeof enquiryDetailSchema>;

export const acceptedQuoteSchema = z.object({ EnquiryId: z.uuid(), OrderId: z.uuid(), OrderNo: z.string() });

// The forwarder's side (integration API, camelCase like the shipment feed).

export const integrationQuoteSchema = z.object({
  options: z
    .array(
      z.object({
        channelCode: text(40),
        service: text(100),
        transitDays: z.number().int().positive().max(365),
        expiresAt: isoDateTime,
        priceLines: z
          .array(z.object({ chargeName: text(100), amount: moneyAmountSchema, currency: currencyCodeSchema }))
          .min(1)
          .max(50),
      }),
    )
    .min(1)
    .max(10),
});
export type IntegrationQuote = z.infer<typeof integrationQuoteSchema>;

const placeCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}[A-Z2-9]{3}|[A-Z]{3})$/, 'must be a UN/LOCODE (CNSHA) or an IATA airport code (PVG)');

/** The shipment the forwarder opens for an accepted order; the order's references are copied onto it. */
export const integrationAcceptOrderSchema = z.object({
  externalId: text(64).nullish().describe("The shipment's id in the forwarder's system; default the job number"),
  dcgNo: text(30).describe("The forwarder's job number"),
  mode: shipmentModeSchema
    .nullish()
    .describe('Default from the kind: sea for ocean and full, air for air and airEnd; required for end'),
  origin: placeCode,
  originName: optionalText(100),
  destination: placeCode,
  destinationName: optionalText(100),
  carrierCode: optionalText(4),
  etd: isoDateTime.nullish(),
  eta: isoDateTime.nullish(),
});
export type IntegrationAcceptOrder = z.infer<typeof integrationAcceptOrderSchema>;

export const integrationSendBackOrderSchema = z.object({ reason: text(500) });

/** A receipt photo sent whole in the JSON body: at most this many bytes each once decoded. */
export const RECEIPT_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const RECEIPT_PHOTOS_MAX = 6;
export const receiptPhotoSchema = z.object({
  fileName: text(200).describe('With its extension: .jpg, .jpeg, .png, .gif or .webp'),
  contentBase64: z
    .base64()
    .max(Math.ceil(RECEIPT_PHOTO_MAX_BYTES / 3) * 4)
    .describe(`The photo's bytes in base64, at most ${RECEIPT_PHOTO_MAX_BYTES / 1024 / 1024} MiB`),
});

export const integrationReceiptSchema = z.object({
  photos: z
    .array(receiptPhotoSchema)
    .max(RECEIPT_PHOTOS_MAX)
    .default([])
    .describe("Photos of the cargo as received: stored as the order's documents, images only"),
  cartons: z
    .array(
      z.object({
        cartonNo: text(20),
        lengthCm: positive(1000),
        widthCm: positive(1000),
        heightCm: positive(1000),
        weightKg: positive(10_000),
      }),
    )
    .min(1)
    .max(10_000),
});
export type IntegrationReceipt = z.infer<typeof integrationReceiptSchema>;

export const integrationOrderAnswerSchema = z.object({
  orderNo: z.string(),
  status: orderStatusSchema,
  shipmentId: z.uuid().nullable(),
});
export const integrationEnquiryAnswerSchema = z.object({
  enquiryNo: z.string(),
  status: enquiryStatusSchema,
  optionIds: z.array(z.uuid()),
});

/** The largest order workbook InsertExcel reads. */
export const ORDER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** A bad row of an imported workbook: nothing is imported while any row is bad. */
export const importRowErrorSchema = z.object({ Row: z.number().int(), Column: z.string(), Reason: z.string() });

/** InsertExcel's answer: each order of the file (its rows' Reference) and the draft made of it. */
export const importAnswerSchema = z.object({
  Orders: z.array(
    z.object({ Reference: z.string(), OrderId: z.uuid(), OrderNo: z.string(), CartonCount: z.number().int() }),
  ),
});
export type OrderImportAnswer = z.infer<typeof importAnswerSchema>;
export const importRefusalSchema = z.object({ RowErrors: z.array(importRowErrorSchema) });
export const FBA_FILE_CONTENT_TYPE = 'application/zip';

// Staff serving the companies, from the portal (demo and support): the same services as the integration API.

/** A submitted enquiry or an accepted order of a company the staff member serves, waiting for the forwarder. */
export const staffEnquiryWorkSchema = enquirySummarySchema.extend({ CompanyId: z.uuid(), CompanyName: z.string() });
export const staffOrderWorkSchema = orderSummarySchema.extend({
  CompanyId: z.uuid(),
  CompanyName: z.string(),
  Cartons: z.array(
    cartonSchema.pick({ CartonNo: true, LengthCm: true, WidthCm: true, HeightCm: true, WeightKg: true }),
  ),
});
export const staffOrderDeskSchema = z.object({
  Enquiries: z.array(staffEnquiryWorkSchema),
  Orders: z.array(staffOrderWorkSchema),
});
export type StaffOrderDesk = z.infer<typeof staffOrderDeskSchema>;
export const staffQuoteEnquiryRequestSchema = z.object({
  CompanyId: z.uuid(),
  EnquiryNo: text(30),
  Quote: integrationQuoteSchema,
});
export const staffRecordReceiptRequestSchema = z.object({
  CompanyId: z.uuid(),
  OrderNo: text(30),
  Receipt: integrationReceiptSchema,
});
