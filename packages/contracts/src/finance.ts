import { z } from 'zod';
import { cappedPageSchema, pageRequestSchema } from './envelope.js';
import { currencyCodeSchema } from './money.js';

/**
 * A charge line's approval status: the keys of ApprovalStatusEnum (dictionary 1011). A revision by
 * the forwarder puts a line back to PendingApproval (its Revision counts up).
 */
export const CHARGE_STATUS = { PendingApproval: '0', Approved: '1', Rejected: '2', Withdrawn: '3' } as const;
export type ChargeStatus = (typeof CHARGE_STATUS)[keyof typeof CHARGE_STATUS];
const CHARGE_STATUSES = Object.values(CHARGE_STATUS) as [ChargeStatus, ...ChargeStatus[]];
export const chargeStatusSchema = z.enum(CHARGE_STATUSES);

/** Whether a line is the quote's estimate or the amount actually incurred. */
export const CHARGE_KINDS = ['estimate', 'actual'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** Where a charge line came from. */
export const CHARGE_SOURCES = ['quote', 'remeasurement', 'duty', 'surcharge', 'storage'] as const;
export type ChargeSource = (typeof CHARGE_SOURCES)[number];

/** A statement's lifecycle; Overdue is a flag beside it, from the due date and today. */
export const STATEMENT_STATUSES = ['Draft', 'Issued', 'Confirmed', 'Disputed', 'PartiallyPaid', 'Paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const statementStatusSchema = z.enum(STATEMENT_STATUSES);

/** The ageing buckets of what is still owed, by days past the due date. */
export const AGEING_BUCKETS = ['Current', 'Days1To30', 'Days31To60', 'Days61To90', 'Over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** An amount of money as exact decimal text ("1234.50"), never a float; with its ISO 4217 currency. */
const moneyText = z.string().regex(/^-?\d+(\.\d+)?$/);
const isoDateTime = z.iso.datetime({ offset: true });

// ---- integration (the forwarder's systems; camelCase like the shipment feed) ----

/** A decimal given as text or as a JSON number; amounts are kept as text end to end. */
const decimalInput = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/),
    z.number().nonnegative(),
  ])
  .transform(String);

export const integrationChargeSchema = z.object({
  shipmentExternalId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .nullish()
    .describe('The shipment, by its id in the forwarder’s system; a line names a shipment, an order or both'),
  orderNo: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .nullish()
    .describe(
      'The portal order the line belongs to, by its number; an order already on a shipment puts the line on that shipment too',
    ),
  orderReference: z.string().trim().max(64).nullish().describe('The client’s own reference of the line, as text'),
  costType: z.string().trim().min(1).max(8).describe('A key of CostTypeEnum'),
  costStage: z.string().trim().min(1).max(8).describe('A key of CostStageEnum'),
  kind: z.enum(CHARGE_KINDS),
  source: z.enum(CHARGE_SOURCES),
  description: z.string().trim().max(200).nullish(),
  quantity: decimalInput.describe('e.g. 2 (containers), 318.5 (kg)'),
  unit: z.string().trim().min(1).max(16).describe('What the quantity counts: container, kg, cbm, shipment…'),
  unitPrice: decimalInput,
  currency: currencyCodeSchema,
  taxRatePercent: decimalInput.default('0'),
  incurredAt: isoDateTime.describe('When the cost arose; charts and statements date the line by it'),
});
export type IntegrationCharge = z.infer<typeof integrationChargeSchema>;

export const integrationChargeAnswerSchema = z.object({
  id: z.uuid(),
  externalId: z.string(),
  status: chargeStatusSchema,
  revision: z.number().int(),
  total: moneyText,
  currency: z.string(),
});

export const integrationChargeBatchSchema = z.object({
  charges: z
    .array(integrationChargeSchema.extend({ externalId: z.string().trim().min(1).max(64) }))
    .min(1)
    .max(2000),
});
export const integrationChargeBatchAnswerSchema = z.object({ charges: z.array(integrationChargeAnswerSchema) });

export const integrationStatementSchema = z.object({
  number: z.string().trim().min(1).max(32).describe('The statement number in the forwarder’s ledger'),
  currency: currencyCodeSchema,
  dueDate: z.iso.date(),
  chargeExternalIds: z.array(z.string().trim().min(1).max(64)).min(1).max(2000),
});
export const integrationPaymentSchema = z.object({
  amount: decimalInput,
  paidAt: isoDateTime,
  reference: z.string().trim().min(1).max(64).describe('The bank reference of the payment'),
});
export const integrationStatementAnswerSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: statementStatusSchema,
  currency: z.string(),
  total: moneyText,
  paid: moneyText,
});

// ---- client ----

/** What a line's difference is measured against: the order's accepted quote, or estimate lines posted beside it. */
export const ESTIMATE_BASES = ['quote', 'estimates'] as const;
export type EstimateBasis = (typeof ESTIMATE_BASES)[number];

export const chargeSchema = z.object({
  Id: z.uuid(),
  ShipmentId: z.uuid().nullable(),
  DcgNo: z.string().describe('The shipment’s job number; empty for a line on an order without a shipment'),
  OrderId: z.uuid().nullable(),
  OrderNo: z.string().nullable(),
  OrderReference: z.string().nullable(),
  CostType: z.string().describe('A key of CostTypeEnum'),
  CostStage: z.string().describe('A key of CostStageEnum'),
  Kind: z.enum(CHARGE_KINDS),
  Source: z.enum(CHARGE_SOURCES),
  Description: z.string().nullable(),
  Quantity: moneyText,
  Unit: z.string(),
  UnitPrice: moneyText,
  Currency: z.string(),
  TaxRatePercent: moneyText,
  NetAmount: moneyText,
  TaxAmount: moneyText,
  Total: moneyText,
  EstimateTotal: moneyText
    .nullable()
    .describe(
      "For an actual line on an order made from a quote: the accepted option's price lines of the line's cost type and currency, summed; otherwise the estimate lines of the same shipment (or order), cost type and currency, summed",
    ),
  EstimateBasis: z.enum(ESTIMATE_BASES).nullable(),
  DifferenceFromEstimate: moneyText
    .nullable()
    .describe('quote: NetAmount − EstimateTotal (a quote is before tax); estimates: Total − EstimateTotal'),
  Status: chargeStatusSchema,
  Revision: z.number().int(),
  RejectReason: z.string().nullable(),
  DisputeReason: z.string().nullable(),
  StatementId: z.uuid().nullable(),
  IncurredAt: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const chargeListRequestSchema = pageRequestSchema.extend({
  Status: chargeStatusSchema.optional(),
  ShipmentId: z.uuid().optional(),
  OrderId: z.uuid().optional(),
});
export type ChargeListRequest = z.infer<typeof chargeListRequestSchema>;
export const chargePageSchema = cappedPageSchema(chargeSchema);

export const financeIdRequestSchema = z.object({ Id: z.uuid() });
export const rejectChargeRequestSchema = z.object({
  Id: z.uuid(),
  Reason: z.string().trim().min(1).max(500),
});

export const statementSummarySchema = z.object({
  Id: z.uuid(),
  Number: z.string(),
  Currency: z.string(),
  Status: statementStatusSchema,
  IssuedAt: z.string().nullable(),
  DueDate: z.string(),
  Total: moneyText,
  Paid: moneyText,
  Outstanding: moneyText,
  Overdue: z.boolean(),
  DaysOverdue: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const statementListRequestSchema = pageRequestSchema.extend({ Status: statementStatusSchema.optional() });
export type StatementListRequest = z.infer<typeof statementListRequestSchema>;
export const statementPageSchema = cappedPageSchema(statementSummarySchema);

export const paymentSchema = z.object({ Amount: moneyText, PaidAt: z.string(), Reference: z.string() });

export const statementDetailSchema = statementSummarySchema.extend({
  DisputeReason: z.string().nullable(),
  NetTotal: moneyText,
  TaxTotal: moneyText,
  Lines: z.array(chargeSchema),
  Payments: z.array(paymentSchema),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

export const disputeStatementRequestSchema = z.object({
  Id: z.uuid(),
  ChargeIds: z.array(z.uuid()).min(1).max(2000).describe('The lines in dispute'),
  Reason: z.string().trim().min(1).max(500),
});

export const ageingSchema = z.array(
  z.object({
    Currency: z.string(),
    Buckets: z.object(
      Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, moneyText])) as Record<AgeingBucket, typeof moneyText>,
    ),
    Outstanding: moneyText,
  }),
);
export type Ageing = z.infer<typeof ageingSchema>;

export const PDF_CONTENT_TYPE = 'application/pdf';

// ---- landed cost ----

/** The rule an order's charges are spread over its units by (apps/server finance/landed-cost.ts, README). */
export const LANDED_COST_RULES = ['dutyByValueOtherByChargeableWeight'] as const;

export const landedCostSchema = z.object({
  OrderId: z.uuid(),
  OrderNo: z.string(),
  Rule: z.enum(LANDED_COST_RULES),
  ValueBasis: z
    .enum(['declaredValue', 'chargeableWeight'])
    .describe(
      'What duty and insurance followed: declared value, or chargeable weight when a SKU has no declared value',
    ),
  Units: z.number().int(),
  Skus: z.array(
    z.object({
      Sku: z.string(),
      Units: z.number().int(),
      ChargeableWeightKg: z.string(),
      DeclaredValue: moneyText.nullable(),
      DeclaredCurrency: z.string().nullable(),
    }),
  ),
  Currencies: z.array(
    z.object({
      Currency: z.string(),
      Total: moneyText.describe("The net amounts of the order's actual lines neither rejected nor withdrawn"),
      ByValue: moneyText,
      ByWeight: moneyText,
      Unallocated: moneyText.describe('What could not be spread: the order has no units'),
      Lines: z.number().int(),
      PendingLines: z.number().int().describe('Lines counted that still wait for approval'),
      Skus: z.array(
        z.object({
          Sku: z.string(),
          Units: z.number().int(),
          Amount: moneyText.describe('The exact part: the parts of all SKUs sum to Total'),
          PerUnit: moneyText.describe("Amount ÷ Units, rounded to the currency's minor units"),
        }),
      ),
    }),
  ),
});
export type LandedCost = z.infer<typeof landedCostSchema>;
