import { z } from 'zod';
import { cappedPageSchema, pageRequestSchema } from './envelope.js';

/**
 * Bookings and bills of lading (issue 11, item 1) for full-container and ocean orders, in the shape
 * of DCSA Booking 2.0 (bookingStatus) and eBL 3.0 (transportDocumentStatus). The forwarder moves them
 * through the integration API; the client follows the booking and approves or comments on the draft
 * house bill.
 */
export const BOOKING_STATUSES = [
  'RECEIVED',
  'PENDING_UPDATE',
  'CONFIRMED',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/** The booking's actions: from which states each leads to which, and who takes it. */
export const BOOKING_MOVES = {
  /** The forwarder asks the client for changes (DCSA feedbacks). */
  sendBack: { from: ['RECEIVED'], to: 'PENDING_UPDATE', by: 'Forwarder' },
  /** The client answers the changes asked for (DCSA UPDATE_RECEIVED, shown as RECEIVED). */
  update: { from: ['PENDING_UPDATE'], to: 'RECEIVED', by: 'Client' },
  confirm: { from: ['RECEIVED'], to: 'CONFIRMED', by: 'Forwarder' },
  /** Once the house bill is issued and the cargo delivered. */
  complete: { from: ['CONFIRMED'], to: 'COMPLETED', by: 'Forwarder' },
  /** The carrier (or the forwarder) turns down an unconfirmed booking. */
  reject: { from: ['RECEIVED', 'PENDING_UPDATE'], to: 'REJECTED', by: 'Forwarder' },
  /** The client withdraws an unconfirmed booking (DCSA: a confirmed one is cancelled by request). */
  cancel: { from: ['RECEIVED', 'PENDING_UPDATE'], to: 'CANCELLED', by: 'Client' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus; by: 'Forwarder' | 'Client' }>;
export type BookingAction = keyof typeof BOOKING_MOVES;

/**
 * The house bill (eBL 3.0 transportDocumentStatus). PENDING_AMENDMENT is the portal's own state: the
 * client commented on the draft and waits for the forwarder's next draft (eBL 3.0 has no state for a
 * draft sent back; its shipper may only PATCH APPROVED).
 */
export const BILL_STATUSES = ['DRAFT', 'PENDING_AMENDMENT', 'APPROVED', 'ISSUED'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
export const billStatusSchema = z.enum(BILL_STATUSES);

export const BILL_MOVES = {
  /** The forwarder posts a draft, or the next draft after a comment; a draft not yet approved is replaced. */
  draft: { from: [null, 'DRAFT', 'PENDING_AMENDMENT'], to: 'DRAFT', by: 'Forwarder' },
  approve: { from: ['DRAFT'], to: 'APPROVED', by: 'Client' },
  comment: { from: ['DRAFT'], to: 'PENDING_AMENDMENT', by: 'Client' },
  issue: { from: ['APPROVED'], to: 'ISSUED', by: 'Forwarder' },
} as const satisfies Record<
  string,
  { from: readonly (BillStatus | null)[]; to: BillStatus; by: 'Forwarder' | 'Client' }
>;
export type BillAction = keyof typeof BILL_MOVES;

const unLocode = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'a UN/LOCODE, e.g. CNNGB');
const isoEquipmentCode = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{4}$/, 'an ISO 6346 size-type code, e.g. 45G1');
const isoDate = z.iso.date();
const shortText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.string().trim().min(1).max(max);

export const requestedEquipmentSchema = z.object({
  ISOEquipmentCode: isoEquipmentCode,
  units: z.number().int().min(1).max(999),
});

export const cutOffSchema = z.object({
  /** DCSA cut-off codes: DCO documentation, VCO VGM, FCO FCL delivery, LCO LCL delivery, ECP empty pick-up. */
  cutOffDateTimeCode: z.enum(['DCO', 'VCO', 'FCO', 'LCO', 'ECP', 'EFC']),
  cutOffDateTime: z.iso.datetime({ offset: true }),
});

/** One container of the shipping instructions (eBL 3.0 utilizedTransportEquipments with its cargo item). */
export const equipmentLineSchema = z.object({
  equipmentReference: shortText(11).describe('The container number (ISO 6346, with its check digit)'),
  ISOEquipmentCode: isoEquipmentCode,
  seals: z.array(shortText(20)).max(5),
  numberOfPackages: z.number().int().min(1).max(1_000_000),
  packageCode: shortText(3).describe('UN/ECE Recommendation 21, e.g. CT (carton), PK (package), PL (pallet)'),
  cargoGrossWeightKg: z.number().positive().max(100_000),
  cargoGrossVolumeM3: z.number().positive().max(1_000).nullable(),
  descriptionOfGoods: shortText(500),
  HSCodes: z.array(z.string().regex(/^\d{6,10}$/)).max(5),
  shippingMarks: z.string().trim().max(500).nullable(),
});
export type EquipmentLine = z.infer<typeof equipmentLineSchema>;

/** The shipping instructions (eBL 3.0 names), as the client imported them with InsertDCGExcel. */
export const shippingInstructionsSchema = z.object({
  consignee: shortText(300),
  notifyParty: z.string().trim().max(300).nullable(),
  lines: z.array(equipmentLineSchema).min(1).max(200),
});
export type ShippingInstructions = z.infer<typeof shippingInstructionsSchema>;

/** The house bill's content (eBL 3.0 transport document, the fields a house bill prints). */
export const billDocumentSchema = z.object({
  transportDocumentTypeCode: z.enum(['BOL', 'SWB']).default('BOL'),
  freightPaymentTermCode: z.enum(['PRE', 'COL']).default('PRE'),
  numberOfOriginals: z.number().int().min(0).max(3).default(3),
  shipper: shortText(300),
  consignee: shortText(300).optional().describe("Default: the shipping instructions' consignee"),
  notifyParty: z.string().trim().max(300).nullish(),
  placeOfReceipt: unLocode.nullish(),
  portOfLoading: unLocode,
  portOfDischarge: unLocode,
  placeOfDelivery: unLocode.nullish(),
  vesselName: z.string().trim().max(50).nullish(),
  carrierExportVoyageNumber: z.string().trim().max(50).nullish(),
  lines: z
    .array(equipmentLineSchema)
    .min(1)
    .max(200)
    .optional()
    .describe("The containers and their cargo; default: the shipping instructions' lines"),
});
export type BillDocumentInput = z.input<typeof billDocumentSchema>;

/** The document as stored and shown: every default filled in. */
export const billContentSchema = billDocumentSchema.extend({
  consignee: z.string(),
  notifyParty: z.string().nullable(),
  placeOfReceipt: z.string().nullable(),
  placeOfDelivery: z.string().nullable(),
  vesselName: z.string().nullable(),
  carrierExportVoyageNumber: z.string().nullable(),
  lines: z.array(equipmentLineSchema),
});
export type BillContent = z.infer<typeof billContentSchema>;

// The client's side (PascalCase, spec style).

export const billOfLadingSchema = z.object({
  TransportDocumentReference: z.string().describe('The house bill number'),
  Status: billStatusSchema,
  Version: z.number().int().describe('1 for the first draft, one more for each next draft'),
  Comment: z.string().nullable().describe("The client's last comment on a draft"),
  IssueDate: z.string().nullable(),
  ShippedOnBoardDate: z.string().nullable(),
  Document: billContentSchema,
  UpdatedTime: z.iso.datetime(),
});
export type BillOfLading = z.infer<typeof billOfLadingSchema>;

export const bookingSchema = z.object({
  Id: z.uuid(),
  OrderId: z.uuid(),
  OrderNo: z.string(),
  OrderKind: z.enum(['full', 'ocean']),
  ShipmentId: z.uuid(),
  DcgNo: z.string(),
  CarrierBookingRequestReference: z.string().describe("The booking's reference in the forwarder's system"),
  CarrierBookingReference: z.string().nullable().describe("The carrier's booking number, once confirmed"),
  Status: bookingStatusSchema,
  ReceiptTypeAtOrigin: z.enum(['CY', 'SD', 'CFS']),
  DeliveryTypeAtDestination: z.enum(['CY', 'SD', 'CFS']),
  CargoMovementType: z.enum(['FCL', 'LCL']),
  RequestedEquipments: z.array(requestedEquipmentSchema),
  PortOfLoading: z.string(),
  PortOfDischarge: z.string(),
  VesselName: z.string().nullable(),
  VoyageNumber: z.string().nullable(),
  ExpectedDepartureDate: z.string().nullable(),
  CutOffs: z.array(cutOffSchema),
  PendingReason: z
    .string()
    .nullable()
    .describe('What the forwarder asked to change (PENDING_UPDATE), or why it was rejected'),
  BillStatus: billStatusSchema.nullable(),
  HasShippingInstructions: z.boolean(),
  UpdatedTime: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingTransitionSchema = z.object({
  Subject: z.enum(['Booking', 'BillOfLading']),
  FromStatus: z.string().nullable(),
  ToStatus: z.string(),
  By: z.enum(['Forwarder', 'Client']),
  Actor: z.string().describe("The client's account name, or integration:<key name>"),
  Note: z.string().nullable(),
  Time: z.iso.datetime(),
});

export const bookingDetailSchema = bookingSchema.extend({
  ShippingInstructions: shippingInstructionsSchema.nullable(),
  ShippingInstructionsTime: z.iso.datetime().nullable(),
  BillOfLading: billOfLadingSchema.nullable(),
  History: z.array(bookingTransitionSchema).describe('Oldest first'),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingListRequestSchema = pageRequestSchema.extend({
  Status: z.array(bookingStatusSchema).max(BOOKING_STATUSES.length).nullish(),
  BillStatus: z.array(billStatusSchema).max(BILL_STATUSES.length).nullish(),
  Keyword: z.string().trim().max(40).nullish().describe('The start of the job, order, booking or bill number'),
});
export type BookingListRequest = z.infer<typeof bookingListRequestSchema>;
export const bookingPageSchema = cappedPageSchema(bookingSchema);

export const bookingIdRequestSchema = z.object({ Id: z.uuid() });
export const bookingUpdateRequestSchema = z.object({
  Id: z.uuid(),
  Note: shortText(500).describe('The answer to what the forwarder asked to change'),
});
export const bookingCancelRequestSchema = z.object({ Id: z.uuid(), Reason: shortText(500) });
export const billCommentRequestSchema = z.object({
  Id: z.uuid().describe("The booking's Id"),
  Comment: shortText(1000).describe('What to amend in the draft'),
});

export const DCG_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const dcgImportAnswerSchema = z.object({
  Bookings: z.array(z.object({ DcgNo: z.string(), BookingId: z.uuid(), Containers: z.number().int() })),
});
export type DcgImportAnswer = z.infer<typeof dcgImportAnswerSchema>;

// The forwarder's side (integration API, camelCase like DCSA).

export const integrationBookingCreateSchema = z.object({
  order: shortText(30).describe("The order's number (a full-container or ocean order, accepted)"),
  receiptTypeAtOrigin: z.enum(['CY', 'SD', 'CFS']).default('CY'),
  deliveryTypeAtDestination: z.enum(['CY', 'SD', 'CFS']).default('CY'),
  requestedEquipments: z.array(requestedEquipmentSchema).max(20).default([]),
  portOfLoading: unLocode,
  portOfDischarge: unLocode,
  expectedDepartureDate: isoDate.nullish(),
});
export const integrationBookingSendBackSchema = z.object({ reason: shortText(500) });
export const integrationBookingConfirmSchema = z.object({
  carrierBookingReference: shortText(35),
  vesselName: z.string().trim().max(50).nullish(),
  carrierExportVoyageNumber: z.string().trim().max(50).nullish(),
  expectedDepartureDate: isoDate.nullish(),
  cutOffs: z.array(cutOffSchema).max(10).optional(),
});
export const integrationBookingCompleteSchema = z.object({ note: z.string().trim().max(500).nullish() });
export const integrationBillDraftSchema = billDocumentSchema.extend({
  transportDocumentReference: shortText(20).describe('The house bill number'),
});
export const integrationBillIssueSchema = z.object({
  issueDate: isoDate,
  shippedOnBoardDate: isoDate.nullish(),
});

export const integrationBookingAnswerSchema = z.object({
  id: z.uuid(),
  carrierBookingRequestReference: z.string(),
  carrierBookingReference: z.string().nullable(),
  bookingStatus: bookingStatusSchema,
  transportDocument: z
    .object({ transportDocumentReference: z.string(), transportDocumentStatus: billStatusSchema, version: z.number() })
    .nullable(),
});
export type IntegrationBookingAnswer = z.infer<typeof integrationBookingAnswerSchema>;
