import { z } from 'zod';
import { cappedPageSchema, pageRequestSchema } from './envelope.js';
import { attachmentSchema } from './files.js';
import type { Labels } from './locales.js';
import { currencyCodeSchema, moneyAmountSchema } from './money.js';
import { shipmentModeSchema } from './shipments.js';

/** The states of a customs declaration: keys of ClearanceStatusEnum (dictionary). */
export const CUSTOMS_STATUS = {
  NotStarted: '0',
  DocumentsPending: '1',
  Declared: '2',
  Inspection: '3',
  DutiesPayable: '4',
  Released: '5',
  Held: '6',
  Rejected: '7',
} as const;
export type CustomsStatus = (typeof CUSTOMS_STATUS)[keyof typeof CUSTOMS_STATUS];
export const CUSTOMS_STATUSES = Object.values(CUSTOMS_STATUS) as CustomsStatus[];
export const customsStatusSchema = z.enum(CUSTOMS_STATUSES as [CustomsStatus, ...CustomsStatus[]]);

/** The usual way of a declaration, in order: what the web shows as steps (Held and Rejected are detours). */
export const CUSTOMS_MAIN_PATH: readonly CustomsStatus[] = ['0', '1', '2', '3', '4', '5'];

/**
 * Which state may follow which (the forwarder moves them through the integration API). Released is
 * final; Rejected goes back to Documents pending or is declared again once amended.
 */
export const CUSTOMS_TRANSITIONS: Readonly<Record<CustomsStatus, readonly CustomsStatus[]>> = {
  '0': ['1', '2'],
  '1': ['2', '6', '7'],
  '2': ['3', '4', '5', '6', '7'],
  '3': ['4', '5', '6', '7'],
  '4': ['5', '6'],
  '5': [],
  '6': ['3', '4', '5', '7'],
  '7': ['1', '2'],
};

export const CUSTOMS_DIRECTIONS = ['Export', 'Import'] as const;
export type CustomsDirection = (typeof CUSTOMS_DIRECTIONS)[number];
export const customsDirectionSchema = z.enum(CUSTOMS_DIRECTIONS);

/** The documents customs may ask for; the web names each in the user's language. */
export const CUSTOMS_DOCUMENT_KINDS = [
  'CommercialInvoice',
  'PackingList',
  'CertificateOfOrigin',
  'BillOfLading',
  'ImportLicence',
  'ExportLicence',
  'SafetyDataSheet',
  'ConformityCertificate',
  'PowerOfAttorney',
] as const;
export type CustomsDocumentKind = (typeof CUSTOMS_DOCUMENT_KINDS)[number];
export const customsDocumentKindSchema = z.enum(CUSTOMS_DOCUMENT_KINDS);

/** The name of each document kind, in the web and in the messages that ask for it. */
export const CUSTOMS_DOCUMENT_KIND_LABELS: Record<CustomsDocumentKind, Labels> = {
  CommercialInvoice: {
    'zh-CN': '商业发票',
    'en-US': 'Commercial invoice',
    'fr-FR': 'Facture commerciale',
    'de-DE': 'Handelsrechnung',
  },
  PackingList: { 'zh-CN': '装箱单', 'en-US': 'Packing list', 'fr-FR': 'Liste de colisage', 'de-DE': 'Packliste' },
  CertificateOfOrigin: {
    'zh-CN': '原产地证书',
    'en-US': 'Certificate of origin',
    'fr-FR': "Certificat d'origine",
    'de-DE': 'Ursprungszeugnis',
  },
  BillOfLading: { 'zh-CN': '提单', 'en-US': 'Bill of lading', 'fr-FR': 'Connaissement', 'de-DE': 'Konnossement' },
  ImportLicence: {
    'zh-CN': '进口许可证',
    'en-US': 'Import licence',
    'fr-FR': "Licence d'importation",
    'de-DE': 'Einfuhrgenehmigung',
  },
  ExportLicence: {
    'zh-CN': '出口许可证',
    'en-US': 'Export licence',
    'fr-FR': "Licence d'exportation",
    'de-DE': 'Ausfuhrgenehmigung',
  },
  SafetyDataSheet: {
    'zh-CN': '安全技术说明书 (MSDS)',
    'en-US': 'Safety data sheet',
    'fr-FR': 'Fiche de données de sécurité',
    'de-DE': 'Sicherheitsdatenblatt',
  },
  ConformityCertificate: {
    'zh-CN': '符合性证书',
    'en-US': 'Certificate of conformity',
    'fr-FR': 'Certificat de conformité',
    'de-DE': 'Konformitätsbescheinigung',
  },
  PowerOfAttorney: {
    'zh-CN': '报关委托书',
    'en-US': 'Power of attorney',
    'fr-FR': 'Mandat de représentation en douane',
    'de-DE': 'Zollvollmacht',
  },
};

export function isCustomsDocumentKind(value: string): value is CustomsDocumentKind {
  return (CUSTOMS_DOCUMENT_KINDS as readonly string[]).includes(value);
}

export const CUSTOMS_DOCUMENT_STATUSES = ['Missing', 'Uploaded', 'Accepted', 'Rejected'] as const;
export type CustomsDocumentStatus = (typeof CUSTOMS_DOCUMENT_STATUSES)[number];

export const customsDocumentSchema = z.object({
  Id: z.uuid(),
  Kind: customsDocumentKindSchema,
  Status: z.enum(CUSTOMS_DOCUMENT_STATUSES),
  Note: z.string().nullable().describe("The forwarder's note: what is needed, or why the upload was rejected"),
  File: attachmentSchema.nullable().describe('The file uploaded for it, if any'),
  RequestedTime: z.iso.datetime(),
  UpdatedTime: z.iso.datetime(),
});
export type CustomsDocument = z.infer<typeof customsDocumentSchema>;

export const customsDutiesSchema = z.object({
  Duty: z.string().describe('Customs duty, a decimal string'),
  Tax: z.string().describe('Import VAT and other taxes, a decimal string'),
  Total: z.string(),
  Currency: z.string().describe('ISO 4217'),
});

export const customsDeclarationSchema = z.object({
  Id: z.uuid(),
  ShipmentId: z.uuid(),
  DcgNo: z.string().describe("The shipment's job number"),
  Mode: shipmentModeSchema,
  HouseBill: z.string().nullable(),
  OriginCode: z.string(),
  DestinationCode: z.string(),
  Direction: customsDirectionSchema,
  Status: customsStatusSchema.describe('A key of ClearanceStatusEnum'),
  DeclarationNo: z.string().nullable().describe('The customs entry number, once declared'),
  Duties: customsDutiesSchema.nullable(),
  MissingCount: z.number().int().describe('Documents missing or rejected: what the client has to upload'),
  Documents: z.array(customsDocumentSchema),
  UpdatedTime: z.iso.datetime(),
});
export type CustomsDeclaration = z.infer<typeof customsDeclarationSchema>;

export const customsStatusChangeSchema = z.object({
  FromStatus: customsStatusSchema.nullable().describe('Null when the declaration was opened'),
  ToStatus: customsStatusSchema,
  By: z.enum(['Forwarder', 'Client']),
  UserName: z.string().nullable().describe('The client user whose upload moved it'),
  Note: z.string().nullable(),
  Time: z.iso.datetime(),
});

export const customsDeclarationDetailSchema = customsDeclarationSchema.extend({
  History: z.array(customsStatusChangeSchema).describe('Oldest first'),
});
export type CustomsDeclarationDetail = z.infer<typeof customsDeclarationDetailSchema>;

export const customsListRequestSchema = pageRequestSchema.extend({
  Status: z.array(customsStatusSchema).max(CUSTOMS_STATUSES.length).nullish(),
  Direction: customsDirectionSchema.nullish(),
  MissingOnly: z.boolean().nullish().describe('Only declarations waiting for a document of the client'),
  ShipmentId: z.uuid().nullish(),
});
export type CustomsListRequest = z.infer<typeof customsListRequestSchema>;

export const customsPageSchema = cappedPageSchema(customsDeclarationSchema);

export const customsIdRequestSchema = z.object({ Id: z.uuid() });

export const customsUploadRequestSchema = z.object({
  DocumentId: z.uuid(),
  FileId: z.uuid().describe('A file the caller uploaded with UploadFile'),
});

// The forwarder's side (integration API, camelCase like the shipments feed).

export const integrationCustomsOpenSchema = z.object({
  shipment: z.string().trim().min(1).max(64).describe("The shipment's id in the forwarder's system"),
  direction: customsDirectionSchema,
  declarationNo: z.string().trim().min(1).max(40).nullish(),
  documents: z
    .array(z.object({ kind: customsDocumentKindSchema, note: z.string().trim().max(500).nullish() }))
    .max(CUSTOMS_DOCUMENT_KINDS.length)
    .optional()
    .describe('Documents asked for at once'),
});

export const integrationCustomsDocumentRequestSchema = z.object({
  kind: customsDocumentKindSchema,
  note: z.string().trim().max(500).nullish(),
});

export const integrationCustomsReviewSchema = z.object({
  kind: customsDocumentKindSchema,
  decision: z.enum(['Accepted', 'Rejected']),
  note: z.string().trim().max(500).nullish().describe('Why a document was rejected; shown to the client'),
});

export const integrationCustomsStatusSchema = z.object({
  status: customsStatusSchema.describe('A key of ClearanceStatusEnum'),
  declarationNo: z.string().trim().min(1).max(40).nullish(),
  note: z.string().trim().max(500).nullish(),
});

export const integrationCustomsDutiesSchema = z.object({
  duty: moneyAmountSchema,
  tax: moneyAmountSchema,
  currency: currencyCodeSchema,
});

export const integrationCustomsAnswerSchema = z.object({
  id: z.uuid(),
  externalId: z.string(),
  status: customsStatusSchema,
  documents: z.array(z.object({ kind: customsDocumentKindSchema, status: z.enum(CUSTOMS_DOCUMENT_STATUSES) })),
  duties: z.object({ duty: z.string(), tax: z.string(), currency: z.string() }).nullable(),
});
export type IntegrationCustomsAnswer = z.infer<typeof integrationCustomsAnswerSchema>;
