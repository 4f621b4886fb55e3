import { z } from 'zod';
import { cappedPageSchema, pageRequestSchema } from './envelope.js';
import { attachmentSchema } from './files.js';
import { FBA_SHIPMENT_ID } from './shipments.js';

/**
 * Marketplace returns (issue 11 item 4): registered by the forwarder's warehouse through the
 * integration API, received, inspected, then waiting for the client's instruction, which the
 * warehouse carries out.
 */
export const RETURN_STATUSES = [
  'Registered',
  'Received',
  'Inspected',
  'AwaitingInstruction',
  'InstructionGiven',
  'Completed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const returnStatusSchema = z.enum(RETURN_STATUSES);

/**
 * Which state may follow which. Every move is the forwarder's (integration API) except
 * AwaitingInstruction -> InstructionGiven, which is the client's instruction; the warehouse may hand
 * an instruction it cannot carry out back (InstructionGiven -> AwaitingInstruction, with a note).
 */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  Registered: ['Received'],
  Received: ['Inspected'],
  Inspected: ['AwaitingInstruction'],
  AwaitingInstruction: ['InstructionGiven'],
  InstructionGiven: ['Completed', 'AwaitingInstruction'],
  Completed: [],
};
/** The one move the client makes; the integration API refuses it. */
export const RETURN_CLIENT_MOVE = { from: 'AwaitingInstruction', to: 'InstructionGiven' } as const;

export const RETURN_INSTRUCTIONS = ['RelabelReplenish', 'Dispose', 'ReturnToSender', 'Hold'] as const;
export type ReturnInstruction = (typeof RETURN_INSTRUCTIONS)[number];
export const returnInstructionSchema = z.enum(RETURN_INSTRUCTIONS);
/** Instructions that keep the goods in the forwarder's warehouse: their sellable units are stored stock. */
export const STORING_INSTRUCTIONS: readonly ReturnInstruction[] = ['RelabelReplenish', 'Hold'];

export const RETURN_CONDITIONS = ['Sellable', 'Damaged', 'Defective', 'CustomerDamaged', 'CarrierDamaged'] as const;
export const returnConditionSchema = z.enum(RETURN_CONDITIONS);

export const RETURN_MARKETPLACES = ['Amazon', 'Walmart', 'eBay', 'Other'] as const;
export const returnMarketplaceSchema = z.enum(RETURN_MARKETPLACES);

/** Photos the client attaches to an instruction. */
export const RETURN_MAX_PHOTOS = 10;

export const returnLineSchema = z.object({
  Sku: z.string(),
  Fnsku: z.string().nullable(),
  Quantity: z.number().int().describe('Units received back'),
  SellableQuantity: z.number().int().nullable().describe('Units the inspection found sellable; null before'),
  Condition: returnConditionSchema.nullable(),
});

export const returnSchema = z.object({
  Id: z.uuid(),
  ReturnNo: z.string().describe("The return's number in the forwarder's warehouse system"),
  Marketplace: returnMarketplaceSchema,
  RemovalOrderId: z.string().nullable().describe("The marketplace's removal or return order id"),
  TrackingNo: z.string().nullable().describe("The inbound carrier's tracking number"),
  WarehouseCode: z.string().describe('The forwarder warehouse holding the goods'),
  Status: returnStatusSchema,
  Instruction: returnInstructionSchema.nullable(),
  InstructionNote: z.string().nullable(),
  ReturnAddress: z.string().nullable().describe('Where ReturnToSender sends the goods'),
  InspectionNote: z.string().nullable(),
  Units: z.number().int(),
  Lines: z.array(returnLineSchema),
  RegisteredTime: z.iso.datetime(),
  UpdatedTime: z.iso.datetime(),
});
export type ReturnSummary = z.infer<typeof returnSchema>;

export const returnStatusChangeSchema = z.object({
  FromStatus: returnStatusSchema.nullable(),
  ToStatus: returnStatusSchema,
  By: z.enum(['Forwarder', 'Client']),
  UserName: z.string().nullable(),
  Note: z.string().nullable(),
  Time: z.iso.datetime(),
});

export const returnDetailSchema = returnSchema.extend({
  Photos: z.array(attachmentSchema).describe('Photos the client attached to the instruction'),
  History: z.array(returnStatusChangeSchema).describe('Oldest first'),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

export const returnListRequestSchema = pageRequestSchema.extend({
  Status: z.array(returnStatusSchema).max(RETURN_STATUSES.length).nullish(),
  Keyword: z.string().trim().max(64).nullish().describe('Start of the return number, removal order id or a SKU'),
});
export type ReturnListRequest = z.infer<typeof returnListRequestSchema>;
export const returnPageSchema = cappedPageSchema(returnSchema);

export const returnIdRequestSchema = z.object({ Id: z.uuid() });

export const returnInstructionRequestSchema = z
  .object({
    Id: z.uuid(),
    Instruction: returnInstructionSchema,
    Note: z.string().trim().max(500).nullish(),
    ReturnAddress: z.string().trim().max(500).nullish().describe('Required for ReturnToSender'),
    PhotoFileIds: z.array(z.uuid()).max(RETURN_MAX_PHOTOS).default([]).describe('Files uploaded with UploadFile'),
  })
  .superRefine((value, issue) => {
    if (value.Instruction === 'ReturnToSender' && !value.ReturnAddress) {
      issue.addIssue({
        code: 'custom',
        path: ['ReturnAddress'],
        message: 'required to return the goods to the sender',
      });
    }
    if (new Set(value.PhotoFileIds).size !== value.PhotoFileIds.length) {
      issue.addIssue({ code: 'custom', path: ['PhotoFileIds'], message: 'a photo is given twice' });
    }
  });
export type ReturnInstructionRequest = z.infer<typeof returnInstructionRequestSchema>;

// Stored stock and the replenishment plan (UploadReplenishDetail).

export const storedStockSchema = z.object({
  Sku: z.string(),
  Fnsku: z.string().nullable(),
  Stored: z.number().int().describe('Sellable units of returns held or to be relabelled'),
  Planned: z.number().int().describe('Units already given to a replenishment plan'),
  Available: z.number().int(),
});
export const storedStockListSchema = z.array(storedStockSchema);

export const replenishPlanSchema = z.object({
  Id: z.uuid(),
  PlanNo: z.string(),
  FileName: z.string(),
  CreatedTime: z.iso.datetime(),
  UserName: z.string().nullable(),
  Lines: z.array(
    z.object({
      Row: z.number().int(),
      FbaShipmentId: z.string(),
      DestinationCode: z.string(),
      Sku: z.string(),
      Fnsku: z.string().nullable(),
      Quantity: z.number().int(),
    }),
  ),
  Shipments: z.number().int().describe('How many FBA shipments the plan fills'),
  Units: z.number().int(),
});
export type ReplenishPlan = z.infer<typeof replenishPlanSchema>;
export const replenishPlanListSchema = z.array(replenishPlanSchema);

/** The largest replenishment workbook UploadReplenishDetail reads. */
export const REPLENISH_MAX_BYTES = 5 * 1024 * 1024;

export const replenishRowErrorSchema = z.object({
  Row: z.number().int().describe("The spreadsheet's row (the header is row 1); 0 for the file as a whole"),
  Column: z.string().describe("The column's header as the file has it"),
  Reason: z.string(),
});
export const replenishRefusalSchema = z.object({ RowErrors: z.array(replenishRowErrorSchema) });
export const replenishFbaShipmentIdSchema = z.string().regex(FBA_SHIPMENT_ID);

// The forwarder's side (integration API, camelCase like the other feeds).

const externalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.string().trim().min(1).max(max);

export const integrationReturnRegisterSchema = z.object({
  marketplace: returnMarketplaceSchema.default('Amazon'),
  removalOrderId: externalText(64).nullish(),
  trackingNo: externalText(64).nullish(),
  warehouseCode: externalText(16),
  lines: z
    .array(
      z.object({
        sku: externalText(64),
        fnsku: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9]{10}$/)
          .nullish(),
        quantity: z.number().int().positive().max(100_000),
      }),
    )
    .min(1)
    .max(200)
    .refine((lines) => new Set(lines.map((line) => line.sku)).size === lines.length, 'a SKU is given twice'),
});
export type IntegrationReturnRegister = z.infer<typeof integrationReturnRegisterSchema>;

export const integrationReturnStatusSchema = z.object({
  status: returnStatusSchema,
  note: z.string().trim().max(500).nullish(),
  inspection: z
    .array(
      z.object({
        sku: externalText(64),
        sellableQuantity: z.number().int().min(0).max(100_000),
        condition: returnConditionSchema,
      }),
    )
    .max(200)
    .optional()
    .describe('With Inspected: what the inspection found per SKU (a SKU left out is found sellable)'),
});
export type IntegrationReturnStatus = z.infer<typeof integrationReturnStatusSchema>;

export const integrationReturnAnswerSchema = z.object({
  id: z.uuid(),
  externalId: z.string(),
  status: returnStatusSchema,
  instruction: returnInstructionSchema.nullable(),
  instructionNote: z.string().nullable(),
  returnAddress: z.string().nullable(),
});
export type IntegrationReturnAnswer = z.infer<typeof integrationReturnAnswerSchema>;

// The supplier page (/SupplierAllBack, issue 11 item 6).

export const SUPPLIER_LINK_PURPOSES = ['CargoReady'] as const;
export const SUPPLIER_LINK_STATES = ['Open', 'Used', 'Expired', 'Revoked'] as const;
export const SUPPLIER_LINK_MAX_DAYS = 30;
export const SUPPLIER_MAX_FILES = 10;

export const supplierLinkCreateSchema = z.object({
  OrderId: z.uuid(),
  SupplierEmail: z.email().max(254),
  ValidDays: z.number().int().min(1).max(SUPPLIER_LINK_MAX_DAYS).default(7),
});
export const supplierLinkCreatedSchema = z.object({
  Id: z.uuid(),
  Url: z.string().describe('The page the supplier opens; shown once, the server keeps only its hash'),
  ExpiresTime: z.iso.datetime(),
});

export const supplierSubmissionSchema = z.object({
  CargoReadyDate: z.iso.date(),
  CartonCount: z.number().int(),
  GrossWeightKg: z.number(),
  VolumeCbm: z.number(),
  Note: z.string().nullable(),
  Files: z.array(attachmentSchema),
  SubmittedTime: z.iso.datetime(),
});

export const supplierLinkSchema = z.object({
  Id: z.uuid(),
  Purpose: z.enum(SUPPLIER_LINK_PURPOSES),
  SupplierEmail: z.string(),
  State: z.enum(SUPPLIER_LINK_STATES),
  CreatedTime: z.iso.datetime(),
  ExpiresTime: z.iso.datetime(),
  Submission: supplierSubmissionSchema.nullable(),
});
export const supplierLinkListSchema = z.array(supplierLinkSchema);
export const supplierOrderRequestSchema = z.object({ OrderId: z.uuid() });
export const supplierLinkIdRequestSchema = z.object({ Id: z.uuid() });

/** What the page shows before the code: whose link it is and where the code goes. */
export const supplierLinkInfoSchema = z.object({
  CompanyName: z.string(),
  MaskedEmail: z.string(),
  ExpiresTime: z.iso.datetime(),
});
const tokenSchema = z.string().trim().min(20).max(100);
export const supplierTokenRequestSchema = z.object({ Token: tokenSchema });
export const supplierVerifyRequestSchema = z.object({
  Token: tokenSchema,
  Code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'six digits'),
});
export const supplierOrderViewSchema = z.object({
  OrderNo: z.string(),
  OrderKind: z.string(),
  DestinationWarehouseCode: z.string().nullable(),
  Cartons: z.number().int(),
  Units: z.number().int(),
  DeclaredWeightKg: z.number(),
  Items: z.array(z.object({ Sku: z.string(), Quantity: z.number().int() })),
});
export const supplierVerifiedSchema = z.object({
  Grant: z.string().describe('Sent with the later calls of this visit (header X-Supplier-Grant)'),
  ExpiresTime: z.iso.datetime(),
  Order: supplierOrderViewSchema,
});
export const supplierGrantRequestSchema = z.object({ Token: tokenSchema, Grant: tokenSchema });
export const supplierSubmitRequestSchema = supplierGrantRequestSchema.extend({
  CargoReadyDate: z.iso.date(),
  CartonCount: z.number().int().positive().max(10_000),
  GrossWeightKg: z.number().positive().max(1_000_000),
  VolumeCbm: z.number().positive().max(10_000),
  Note: z.string().trim().max(1000).nullish(),
  FileIds: z.array(z.uuid()).max(SUPPLIER_MAX_FILES).default([]),
});
export type SupplierSubmitRequest = z.infer<typeof supplierSubmitRequestSchema>;
