import { z } from 'zod';
import { cappedPageSchema } from './envelope.js';
import { attachmentSchema } from './files.js';
import type { Labels, Locale } from './locales.js';
import { airWaybillCheckDigitFault, containerCheckDigitFault, isAirWaybill, isContainerNumber } from './references.js';

/** The transport modes of a shipment; the key of each in TransportModeEnum (dictionary 1005) labels it. */
export const SHIPMENT_MODES = ['sea', 'air', 'rail'] as const;
export type ShipmentMode = (typeof SHIPMENT_MODES)[number];
export const SHIPMENT_MODE_DICT_KEY: Record<ShipmentMode, string> = { sea: '1', air: '2', rail: '3' };
export const shipmentModeSchema = z.enum(SHIPMENT_MODES);

/**
 * A shipment's status: the keys of ShipmentStatusEnum (dictionary 1016), in lifecycle order. The
 * furthest actual milestone decides it; "Arrived" is a shipment awaiting customs clearance.
 */
export const SHIPMENT_STATUS = {
  Booked: '0',
  CargoReceived: '1',
  InTransit: '2',
  Arrived: '3',
  CustomsCleared: '4',
  Delivered: '5',
} as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS];
export const SHIPMENT_STATUSES = Object.values(SHIPMENT_STATUS) as ShipmentStatus[];
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES as [ShipmentStatus, ...ShipmentStatus[]]);

/** The references one search box matches (any of them, by prefix). */
export const REFERENCE_KINDS = [
  'DcgNo',
  'HouseBill',
  'MasterBill',
  'Booking',
  'AirWaybill',
  'Container',
  'CustomerReference',
  'FbaShipmentId',
  'FbaReferenceId',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** The button permission (menu tree, under CargoStatus) that ExportExcel needs, on the server and in the web. */
export const SHIPMENT_EXPORT_PERMISSION = 'CargoStatus:Export';

/** The most rows one ExportExcel answer holds; narrow the filter for more. */
export const SHIPMENT_EXPORT_MAX_ROWS = 100_000;
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Amazon FBA shipment ID: FBA and 9 or 10 letters and digits. */
export const FBA_SHIPMENT_ID = /^FBA[0-9A-Z]{9,10}$/;

const isoDateTime = z.iso.datetime({ offset: true });
/** A date (the whole UTC day) or a date-time with its offset. */
const dateOrDateTime = z.union([isoDateTime, z.iso.date()]);

export const locationSchema = z.object({
  Code: z.string().describe('UN/LOCODE (ports, rail terminals) or IATA airport code'),
  Name: z.string().nullable(),
  Country: z.string().nullable().describe('ISO 3166 alpha-2 for UN/LOCODE places; the country name for airports'),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type ShipmentLocation = z.infer<typeof locationSchema>;

/** One row of the shipment lists. */
export const shipmentSummarySchema = z.object({
  Id: z.uuid(),
  DcgNo: z.string().describe("The forwarder's job number"),
  Mode: shipmentModeSchema.describe('sea, air or rail; SHIPMENT_MODE_DICT_KEY labels it with TransportModeEnum'),
  Status: shipmentStatusSchema.describe('A key of ShipmentStatusEnum (dictionary 1016)'),
  HouseBill: z.string().nullable(),
  MasterBill: z.string().nullable(),
  BookingNo: z.string().nullable(),
  AirWaybill: z.string().nullable(),
  ContainerNumbers: z.array(z.string()),
  CustomerReference: z.string().nullable(),
  FbaShipmentId: z.string().nullable(),
  Shipper: z.string().nullable(),
  Consignee: z.string().nullable(),
  Origin: locationSchema,
  Destination: locationSchema,
  CarrierCode: z.string().nullable().describe('SCAC (sea, rail) or IATA airline code (air)'),
  VesselName: z.string().nullable(),
  VoyageNo: z.string().nullable(),
  FlightNo: z.string().nullable(),
  TrainNo: z.string().nullable(),
  Etd: isoDateTime.nullable(),
  Atd: isoDateTime.nullable(),
  Eta: isoDateTime.nullable(),
  Ata: isoDateTime.nullable(),
  OriginalEta: isoDateTime.nullable().describe('The first ETA the shipment had'),
  DelayDays: z.number().describe('Days the arrival (actual, else estimated) is later than the original ETA; 0 if not'),
  IsDelayed: z.boolean().describe('Arrives a day or more after the original ETA, or is overdue and not arrived'),
  CreatedTime: isoDateTime,
  UpdatedTime: isoDateTime,
});
export type ShipmentSummary = z.infer<typeof shipmentSummarySchema>;

export const containerSchema = z.object({
  ContainerNo: z.string().describe('ISO 6346, with a valid check digit'),
  SizeType: z.string().nullable().describe('A key of CabinTypeEnum (ISO 6346 size-type, e.g. 45G1)'),
  SealNo: z.string().nullable(),
});
export type ShipmentContainer = z.infer<typeof containerSchema>;

export const shipmentDetailSchema = shipmentSummarySchema.extend({
  FbaReferenceId: z.string().nullable(),
  CarrierName: z.string().nullable(),
  Incoterm: z.string().nullable().describe('A key of TradeClauseEnum'),
  Pieces: z.number().int().nullable(),
  Cartons: z.number().int().nullable(),
  GrossWeightKg: z.number().nullable(),
  VolumeM3: z.number().nullable(),
  ChargeableWeightKg: z.number().nullable(),
  Containers: z.array(containerSchema),
  /** Intermediate places of the route (transshipment ports, border crossings), in order. */
  Via: z.array(locationSchema),
  /** Where the shipment was last reported (the latest actual milestone's place). */
  CurrentLocation: locationSchema.nullable(),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

export const shipmentSortFields = ['Eta', 'Etd', 'CreatedTime'] as const;

/** The filter of the lists and of ExportExcel. */
export const shipmentFilterSchema = z.object({
  Mode: shipmentModeSchema.nullish(),
  Status: z
    .union([shipmentStatusSchema, z.array(shipmentStatusSchema).max(SHIPMENT_STATUSES.length)])
    .nullish()
    .describe('One status, or several: a shipment in any of them'),
  EtdFrom: dateOrDateTime.nullish(),
  EtdTo: dateOrDateTime.nullish().describe('A date includes the whole UTC day'),
  EtaFrom: dateOrDateTime.nullish(),
  EtaTo: dateOrDateTime.nullish().describe('A date includes the whole UTC day'),
  Origin: z.string().trim().toUpperCase().max(5).nullish().describe('UN/LOCODE or IATA code'),
  Destination: z.string().trim().toUpperCase().max(5).nullish().describe('UN/LOCODE or IATA code'),
  DelayedOnly: z.boolean().nullish(),
  Keyword: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .describe('Matches the start of any reference: DcgNo, bills, booking, AWB, container, customer, FBA'),
  SortBy: z.enum(shipmentSortFields).default('CreatedTime'),
  SortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type ShipmentFilter = z.infer<typeof shipmentFilterSchema>;

export const shipmentListRequestSchema = shipmentFilterSchema.extend({
  PageIndex: z.number().int().min(1).default(1),
  PageSize: z.number().int().min(1).max(200).default(20),
});
export type ShipmentListRequest = z.infer<typeof shipmentListRequestSchema>;

export const shipmentPageSchema = cappedPageSchema(shipmentSummarySchema);

export const shipmentIdRequestSchema = z.object({ Id: z.uuid() });

export const trackingEventSchema = z.object({
  EventId: z.string(),
  Source: z.enum(['DCSA', 'IATA']),
  EventType: z.string().describe('SHIPMENT, TRANSPORT or EQUIPMENT (DCSA); AIR (IATA status)'),
  Classifier: z.enum(['PLN', 'EST', 'ACT']),
  Code: z.string().describe('ARRI, DEPA, LOAD, DISC, GTIN, GTOT, ... (DCSA) or BKD, RCS, DEP, ARR, ... (IATA)'),
  DocumentTypeCode: z.string().nullable().describe('For DCSA shipment events: BKG, TRD, CUS, ...'),
  EventTime: isoDateTime,
  CreatedTime: isoDateTime.describe('When the source created the event'),
  Location: locationSchema.nullable(),
  TransportMode: z.string().nullable().describe('VESSEL, RAIL, TRUCK, BARGE or AIR'),
  VesselName: z.string().nullable(),
  VoyageNo: z.string().nullable(),
  FlightNo: z.string().nullable(),
  EquipmentReference: z.string().nullable(),
  Pieces: z.number().int().nullable(),
  WeightKg: z.number().nullable(),
  DelayReasonCode: z.string().nullable().describe('SMDG delay reason code (DCSA delayReasonCode)'),
  Remark: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** One milestone with its planned, estimated and actual times side by side. */
export const milestoneSchema = z.object({
  Key: z.string().describe('Code, place and container: the same milestone across PLN, EST and ACT'),
  EventType: z.string(),
  Code: z.string(),
  DocumentTypeCode: z.string().nullable().describe('For DCSA shipment events: the document the milestone is about'),
  Location: locationSchema.nullable(),
  EquipmentReference: z.string().nullable(),
  Planned: isoDateTime.nullable(),
  Estimated: isoDateTime.nullable(),
  Actual: isoDateTime.nullable(),
  DelayReasonCode: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const shipmentEventsSchema = z.object({
  Milestones: z.array(milestoneSchema).describe('In the order they happen (actual, else estimated, else planned)'),
  Events: z.array(trackingEventSchema).describe('Every event received, newest first; retracted events are left out'),
});

export const etaHistoryEntrySchema = z.object({
  Eta: isoDateTime,
  RecordedTime: isoDateTime.describe('When this ETA was given'),
  Source: z.enum(['Booking', 'Event']),
  SlipDays: z.number().describe('Days after the original ETA (negative: earlier)'),
  DelayReasonCode: z.string().nullable(),
  Remark: z.string().nullable(),
});
export const etaHistorySchema = z.object({
  OriginalEta: isoDateTime.nullable(),
  LatestEta: isoDateTime.nullable(),
  SlipDays: z.number(),
  Entries: z.array(etaHistoryEntrySchema).describe('Oldest first; a repeated ETA is listed once'),
});

export const shipmentDocumentGroupSchema = z.object({
  Type: z.string().nullable().describe('The Attachment Type the files were uploaded under'),
  Items: z.array(attachmentSchema),
});
export const attachDocumentRequestSchema = z.object({ ShipmentId: z.uuid(), FileId: z.uuid() });

export const TRACK_TYPES = ['Auto', 'Container', 'BillOfLading', 'AirWaybill', 'Booking', 'DcgNo'] as const;
export type TrackType = (typeof TRACK_TYPES)[number];

export const trackRequestSchema = z.object({
  TrackNo: z.string().trim().min(1).max(40),
  TrackType: z.enum(TRACK_TYPES).default('Auto').describe('Auto: container and AWB numbers are recognised by shape'),
});
export const trackAnswerSchema = z.object({
  TrackType: z.enum(TRACK_TYPES).describe('What the number was searched as'),
  Items: z.array(shipmentSummarySchema),
});

const TRACK_TEXT = {
  container: {
    'zh-CN': '{value} 不是有效的箱号：校验位应为 {digit}',
    'en-US': '{value} is not a valid container number: the check digit should be {digit}',
    'fr-FR': "{value} n'est pas un numéro de conteneur valide : le chiffre de contrôle devrait être {digit}",
    'de-DE': '{value} ist keine gültige Containernummer: Die Prüfziffer müsste {digit} sein',
  },
  containerShape: {
    'zh-CN': '{value} 不是有效的箱号：应为 4 个字母和 7 位数字（ISO 6346）',
    'en-US': '{value} is not a valid container number: 4 letters and 7 digits are expected (ISO 6346)',
    'fr-FR': "{value} n'est pas un numéro de conteneur valide : 4 lettres et 7 chiffres sont attendus (ISO 6346)",
    'de-DE': '{value} ist keine gültige Containernummer: Erwartet werden 4 Buchstaben und 7 Ziffern (ISO 6346)',
  },
  airWaybill: {
    'zh-CN': '{value} 不是有效的空运单号：校验位应为 {digit}',
    'en-US': '{value} is not a valid air waybill number: the check digit should be {digit}',
    'fr-FR': "{value} n'est pas un numéro de LTA valide : le chiffre de contrôle devrait être {digit}",
    'de-DE': '{value} ist keine gültige Luftfrachtbriefnummer: Die Prüfziffer müsste {digit} sein',
  },
  airWaybillShape: {
    'zh-CN': '{value} 不是有效的空运单号：应为 3 位航司前缀和 8 位数字',
    'en-US': '{value} is not a valid air waybill number: a 3-digit prefix and 8 digits are expected',
    'fr-FR': "{value} n'est pas un numéro de LTA valide : un préfixe de 3 chiffres et 8 chiffres sont attendus",
    'de-DE': '{value} ist keine gültige Luftfrachtbriefnummer: Erwartet werden ein 3-stelliges Präfix und 8 Ziffern',
  },
  reference: {
    'zh-CN': '{value} 不是有效的单号：只允许字母、数字和 -',
    'en-US': '{value} is not a valid reference: only letters, digits and - are allowed',
    'fr-FR': "{value} n'est pas une référence valide : seuls les lettres, chiffres et - sont admis",
    'de-DE': '{value} ist keine gültige Referenz: Nur Buchstaben, Ziffern und - sind erlaubt',
  },
} as const satisfies Record<string, Labels>;

const CONTAINER_SHAPE = /^[A-Z]{4}\d{7}$/;
const AIR_WAYBILL_SHAPE = /^\d{3}[\s-]?\d{8}$/;

function fill(template: string, value: string, digit?: number): string {
  return template.replace('{value}', value).replace('{digit}', String(digit ?? ''));
}

/**
 * What a track search searches a number as: Auto recognises container numbers (4 letters, 7
 * digits), air waybills (11 digits) and job numbers (DCG...); anything else is a bill of lading
 * or booking number.
 */
export function resolveTrackType(trackNo: string, requested: TrackType): Exclude<TrackType, 'Auto'> | 'Reference' {
  if (requested !== 'Auto') return requested;
  const value = trackNo.trim().toUpperCase();
  if (CONTAINER_SHAPE.test(value)) return 'Container';
  if (AIR_WAYBILL_SHAPE.test(value)) return 'AirWaybill';
  if (value.startsWith('DCG')) return 'DcgNo';
  return 'Reference';
}

/** Why a track number is malformed for its type, in the user's language; null when it is well formed. */
export function trackNumberProblem(trackNo: string, requested: TrackType, locale: Locale): string | null {
  const value = trackNo.trim().toUpperCase();
  const type = resolveTrackType(value, requested);
  if (type === 'Container') {
    if (isContainerNumber(value)) return null;
    const fault = containerCheckDigitFault(value);
    return fault
      ? fill(TRACK_TEXT.container[locale], value, fault.expected)
      : fill(TRACK_TEXT.containerShape[locale], value);
  }
  if (type === 'AirWaybill') {
    if (isAirWaybill(value)) return null;
    const fault = airWaybillCheckDigitFault(value);
    return fault
      ? fill(TRACK_TEXT.airWaybill[locale], value, fault.expected)
      : fill(TRACK_TEXT.airWaybillShape[locale], value);
  }
  return /^[A-Z0-9][A-Z0-9-]*$/.test(value) ? null : fill(TRACK_TEXT.reference[locale], value);
}

export const dashboardSchema = z.object({
  InTransit: z.number().int().describe('Departed and not yet arrived'),
  ArrivingNext7Days: z.number().int().describe('Not arrived, ETA within the next 7 days'),
  Delayed: z.number().int().describe('Not delivered, and delayed (see IsDelayed)'),
  AwaitingCustomsClearance: z.number().int().describe('Arrived, customs not yet cleared'),
  ByModePerMonth: z
    .array(
      z.object({ Month: z.string().describe('YYYY-MM (UTC)'), Sea: z.number(), Air: z.number(), Rail: z.number() }),
    )
    .describe('Shipments by month of departure (actual, else estimated) for the last 12 months, oldest first'),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const locationSearchRequestSchema = z.object({
  Keyword: z.string().trim().min(1).max(50).describe('A code (CNSHA, PVG) or the start of a name'),
  Kind: z.enum(['Port', 'RailTerminal', 'Airport']).nullish(),
  Limit: z.number().int().min(1).max(50).default(20),
});
export const locationSearchItemSchema = locationSchema.extend({
  Kind: z.enum(['Port', 'RailTerminal', 'Airport']),
});

// --- Staff: integration API keys --------------------------------------------------------------

export const createApiKeyRequestSchema = z.object({
  Name: z.string().trim().min(1).max(100),
  Companies: z
    .array(z.string().trim().min(1).max(64))
    .min(1)
    .max(500)
    .optional()
    .describe('Ids or external codes of the only companies the key may serve; omitted: every company'),
});
export const apiKeySchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  KeyPrefix: z.string().describe('The first characters of the key, to recognise it'),
  CreatedTime: isoDateTime,
  LastUsedTime: isoDateTime.nullable(),
  RevokedTime: isoDateTime.nullable(),
  CompanyIds: z.array(z.uuid()).nullable().describe('The only companies the key serves; null: every company'),
});
export const createdApiKeySchema = apiKeySchema.extend({
  Key: z.string().describe('Shown this once: only its SHA-256 is stored'),
});
export const apiKeyListSchema = z.object({ Items: z.array(apiKeySchema), TotalCount: z.number().int() });
export const revokeApiKeyRequestSchema = z.object({ Id: z.uuid() });

// --- Integration API (/integration/v1): the forwarder's systems, camelCase as DCSA --------------

const code = /* @__NO_SIDE_EFFECTS__ */ (pattern: RegExp, what: string) =>
  z.string().trim().toUpperCase().regex(pattern, what);
const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.string().trim().min(1).max(max).nullish();
const placeCode = code(/^([A-Z]{2}[A-Z2-9]{3}|[A-Z]{3})$/, 'must be a UN/LOCODE (CNSHA) or an IATA airport code (PVG)');

export const integrationContainerSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isContainerNumber, 'must be an ISO 6346 container number with a valid check digit'),
  sizeType: optionalText(4).describe('A key of CabinTypeEnum, e.g. 45G1'),
  seal: optionalText(30),
});

export const integrationShipmentSchema = z.object({
  dcgNo: z.string().trim().min(1).max(30).describe("The forwarder's job number, unique per company"),
  mode: shipmentModeSchema,
  houseBill: optionalText(35),
  masterBill: optionalText(35),
  bookingNo: optionalText(35),
  airWaybill: z
    .string()
    .trim()
    .refine(isAirWaybill, 'must be an air waybill number with a valid mod-7 check digit')
    .nullish(),
  customerReference: optionalText(50),
  fbaShipmentId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(FBA_SHIPMENT_ID, 'must be FBA and 9 or 10 letters or digits')
    .nullish(),
  fbaReferenceId: code(/^[A-Z0-9]{8}$/, 'must be 8 letters or digits').nullish(),
  shipper: optionalText(200),
  consignee: optionalText(200),
  origin: placeCode,
  originName: optionalText(100).describe('Needed only for a place the reference data does not know'),
  destination: placeCode,
  destinationName: optionalText(100),
  carrierCode: code(/^([A-Z]{2,4}|[A-Z0-9]{2})$/, 'must be a SCAC or an IATA airline code').nullish(),
  carrierName: optionalText(100),
  vesselName: optionalText(35),
  voyageNo: optionalText(50),
  flightNo: code(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/, 'must be an airline code and a flight number, e.g. LH8401').nullish(),
  trainNo: optionalText(30),
  pieces: z.number().int().nonnegative().nullish(),
  cartons: z.number().int().nonnegative().nullish(),
  grossWeightKg: z.number().nonnegative().nullish(),
  volumeM3: z.number().nonnegative().nullish(),
  chargeableWeightKg: z.number().nonnegative().nullish(),
  incoterm: code(/^[A-Z]{3}$/, 'must be a TradeClauseEnum key such as FOB').nullish(),
  etd: isoDateTime.nullish().describe('The booked departure; events update it afterwards'),
  eta: isoDateTime.nullish().describe('The booked arrival: the original ETA'),
  containers: z.array(integrationContainerSchema).max(200).default([]),
});
export type IntegrationShipment = z.infer<typeof integrationShipmentSchema>;

export const INTEGRATION_BATCH_MAX = 2000;

export const integrationShipmentBatchSchema = z.object({
  shipments: z
    .array(integrationShipmentSchema.extend({ externalId: z.string().trim().min(1).max(64) }))
    .min(1)
    .max(INTEGRATION_BATCH_MAX),
});
export const integrationShipmentAnswerSchema = z.object({
  id: z.uuid(),
  externalId: z.string(),
  dcgNo: z.string(),
  status: shipmentStatusSchema,
  eta: isoDateTime.nullable(),
});
export const integrationShipmentBatchAnswerSchema = z.object({ shipments: z.array(integrationShipmentAnswerSchema) });

/** The IATA Cargo-IMP / Cargo-XML status codes the portal understands. */
export const IATA_STATUS_CODES = [
  'BKD',
  'RCS',
  'PRE',
  'MAN',
  'DEP',
  'TFD',
  'RCT',
  'ARR',
  'RCF',
  'NFD',
  'AWD',
  'CCD',
  'TGC',
  'DIS',
  'DLV',
  'DDL',
] as const;

export const iataStatusEventSchema = z.object({
  eventID: z.uuid().nullish().describe('Makes a retry a no-op; a hash of the event stands in when absent'),
  shipmentExternalId: z.string().trim().min(1).max(64),
  statusCode: z.enum(IATA_STATUS_CODES),
  eventClassifierCode: z.enum(['PLN', 'EST', 'ACT']).default('ACT'),
  eventDateTime: isoDateTime,
  eventCreatedDateTime: isoDateTime.nullish(),
  airport: code(/^[A-Z]{3}$/, 'must be an IATA airport code'),
  flightNo: code(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/, 'must be an airline code and a flight number').nullish(),
  pieces: z.number().int().nonnegative().nullish(),
  weightKg: z.number().nonnegative().nullish(),
  delayReasonCode: optionalText(3),
  remark: optionalText(250),
});
export type IataStatusEvent = z.infer<typeof iataStatusEventSchema>;

/**
 * Withdraws an event received before. T&T 2.2 has no retraction, so this follows T&T 3.0's
 * metadata: an event with retractedEventID and no payload.
 */
export const retractionSchema = z.object({
  eventID: z.uuid().nullish(),
  eventCreatedDateTime: isoDateTime.nullish(),
  retractedEventID: z.string().trim().min(1).max(100),
});

export const integrationEventBatchSchema = z.object({
  events: z
    .array(z.record(z.string(), z.unknown()))
    .min(1)
    .max(INTEGRATION_BATCH_MAX)
    .describe('DCSA T&T 2.2 or 3.0 events (3.0: those with a metadata object), or IATA status events; and retractions'),
});
export const integrationEventBatchAnswerSchema = z.object({
  accepted: z.number().int().describe('Events in the batch, retractions included (a repeated event counts too)'),
  eventIds: z.array(z.string()).describe('The eventID of each, in order (derived from the content when absent)'),
});
