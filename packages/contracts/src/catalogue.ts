import { z } from 'zod';
import { cappedPageSchema, pageRequestSchema } from './envelope.js';
import { currencyCodeSchema, moneyAmountSchema } from './money.js';

/**
 * The order desk's reference data (issue 10): the company's product catalogue, its pickup and
 * sender addresses, the forwarder's warehouses (origin warehouses, Amazon FBA fulfilment centres,
 * overseas warehouses), the cartons an order declares and the conformance check of them.
 */

/** The five order kinds of the spec (ocean LCL, air, full container, end delivery, air plus end delivery). */
export const ORDER_KINDS = ['ocean', 'air', 'full', 'end', 'airEnd'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const orderKindSchema = z.enum(ORDER_KINDS);

/** An ISO 3166-1 alpha-2 country code. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code, e.g. US');

/** A seller SKU: the company's key of a product (unique per company). */
export const skuSchema = z.string().trim().min(1).max(64);
/** Amazon's fulfilment network SKU: 10 letters and digits, e.g. X001ABCD12. */
export const fnskuSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{10}$/, '10 capital letters and digits, e.g. X001ABCD12');
/** A customs tariff number: the 6-digit HS heading and up to 4 national digits. */
export const hsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6,10}$/, '6 to 10 digits');

const positiveMeasure = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.number().positive().max(max);

/** The goods flags the channels' rules look at (battery, magnetic, liquid, powder, branded goods). */
export const GOODS_FLAGS = ['IsBattery', 'IsMagnetic', 'IsLiquid', 'IsPowder', 'IsBrand'] as const;
export type GoodsFlag = (typeof GOODS_FLAGS)[number];

export const productInputSchema = z.object({
  Sku: skuSchema,
  Fnsku: fnskuSchema.nullable().default(null),
  NameZh: z.string().trim().max(200).default(''),
  NameEn: z.string().trim().min(1).max(200),
  HsCode: hsCodeSchema.nullable().default(null),
  DeclaredValue: moneyAmountSchema.nullable().default(null).describe('Declared value of one unit'),
  Currency: currencyCodeSchema.default('USD'),
  UnitWeightKg: positiveMeasure(1000).nullable().default(null),
  LengthCm: positiveMeasure(1000).nullable().default(null),
  WidthCm: positiveMeasure(1000).nullable().default(null),
  HeightCm: positiveMeasure(1000).nullable().default(null),
  IsBattery: z.boolean().default(false),
  IsMagnetic: z.boolean().default(false),
  IsLiquid: z.boolean().default(false),
  IsPowder: z.boolean().default(false),
  IsBrand: z.boolean().default(false),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productSchema = productInputSchema.extend({
  Id: z.uuid(),
  Fnsku: z.string().nullable(),
  HsCode: z.string().nullable(),
  DeclaredValue: z.string().nullable(),
  UpdatedTime: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof productSchema>;

export const productUpdateSchema = productInputSchema.extend({ Id: z.uuid() });
export const catalogueIdRequestSchema = z.object({ Id: z.uuid() });

export const productListRequestSchema = pageRequestSchema.extend({
  Keyword: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe('Matches the start of the SKU or FNSKU, or any part of a name'),
  SortBy: z.enum(['Sku', 'UpdatedTime']).default('Sku'),
  SortOrder: z.enum(['asc', 'desc']).default('asc'),
});
export type ProductListRequest = z.infer<typeof productListRequestSchema>;
export const productPageSchema = cappedPageSchema(productSchema);

/** The kinds of a client's address: where the forwarder picks up, or who ships. */
export const ADDRESS_KINDS = ['pickup', 'sender'] as const;
export const addressKindSchema = z.enum(ADDRESS_KINDS);

export const addressInputSchema = z.object({
  Kind: addressKindSchema,
  Label: z.string().trim().min(1).max(100).describe('How the client names the address, e.g. "Shenzhen factory"'),
  Contact: z.string().trim().min(1).max(100),
  Phone: z.string().trim().min(3).max(40),
  Email: z.email().max(254).nullable().default(null),
  CountryCode: countryCodeSchema,
  Province: z.string().trim().max(100).default(''),
  City: z.string().trim().min(1).max(100),
  AddressLine1: z.string().trim().min(1).max(200),
  AddressLine2: z.string().trim().max(200).default(''),
  PostalCode: z.string().trim().max(20).default(''),
  IsDefault: z.boolean().default(false).describe('The default of its kind: one per kind and company'),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = addressInputSchema.extend({
  Id: z.uuid(),
  Email: z.string().nullable(),
  UpdatedTime: z.iso.datetime({ offset: true }),
});
export type Address = z.infer<typeof addressSchema>;
export const addressUpdateSchema = addressInputSchema.extend({ Id: z.uuid() });

export const addressListRequestSchema = pageRequestSchema.extend({
  Kind: addressKindSchema.optional(),
  Keyword: z.string().trim().max(100).optional().describe('Any part of the label, contact, city or address line'),
});
export type AddressListRequest = z.infer<typeof addressListRequestSchema>;
export const addressPageSchema = cappedPageSchema(addressSchema);

/**
 * The forwarder's warehouses: origin warehouses where the client delivers cargo, Amazon FBA
 * fulfilment centres (real FC codes) and overseas warehouses that destination deliveries go to.
 */
export const WAREHOUSE_KINDS = ['origin', 'fba', 'overseas'] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];
export const warehouseKindSchema = z.enum(WAREHOUSE_KINDS);

export const warehouseCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,16}$/, '2 to 16 letters, digits or dashes, e.g. ONT8');

export const warehouseSchema = z.object({
  Id: z.uuid(),
  WarehouseCode: z.string(),
  Kind: warehouseKindSchema,
  Name: z.string(),
  CountryCode: z.string(),
  Province: z.string(),
  City: z.string(),
  AddressLine: z.string(),
  PostalCode: z.string(),
  OpeningHours: z.string().describe('Receiving hours as the warehouse states them; empty for FBA centres'),
  ReceivingRules: z.array(z.string()).describe('What the warehouse requires of arriving cargo, one rule a line'),
  Contact: z.string(),
  Phone: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseListRequestSchema = pageRequestSchema.extend({
  Kind: warehouseKindSchema.optional(),
  Keyword: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe('Matches the start of the code, or any part of the name or city'),
});
export type WarehouseListRequest = z.infer<typeof warehouseListRequestSchema>;
export const warehousePageSchema = cappedPageSchema(warehouseSchema);

/** The picker's search: a few warehouses whose code starts with, or name or city contains, the text. */
export const warehouseSearchRequestSchema = z.object({
  Keyword: z.string().trim().max(64).default(''),
  Kind: warehouseKindSchema.optional(),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type WarehouseSearchRequest = z.infer<typeof warehouseSearchRequestSchema>;

/** One SKU line of a carton. */
export const cartonItemSchema = z.object({
  Sku: skuSchema,
  Fnsku: fnskuSchema.optional(),
  Quantity: z.number().int().positive().max(100_000),
});
export type CartonItem = z.infer<typeof cartonItemSchema>;

/** A carton as the client declares it: its number in the order, outer dimensions, gross weight and SKU lines. */
export const cartonSchema = z.object({
  CartonNo: z.string().trim().min(1).max(20),
  LengthCm: positiveMeasure(1000),
  WidthCm: positiveMeasure(1000),
  HeightCm: positiveMeasure(1000),
  WeightKg: positiveMeasure(10_000),
  Items: z.array(cartonItemSchema).min(1).max(500),
});
export type Carton = z.infer<typeof cartonSchema>;

/** The most cartons one order (and one conformance check) holds. */
export const ORDER_MAX_CARTONS = 10_000;

export const conformanceRequestSchema = z.object({
  OrderKind: orderKindSchema,
  ChannelCode: z.string().trim().max(32).optional(),
  DestinationWarehouseCode: warehouseCodeSchema.optional(),
  Cartons: z.array(cartonSchema).min(1).max(ORDER_MAX_CARTONS),
});
export type ConformanceRequest = z.infer<typeof conformanceRequestSchema>;

/** One finding of the check: the carton (absent for the order as a whole), the field, the rule and what to do. */
export const conformanceFindingSchema = z.object({
  CartonNo: z.string().optional(),
  Field: z.string(),
  Rule: z.string().describe('A CONFORMANCE_RULES key'),
  Message: z.string().describe('In the language of the request'),
});
export type ConformanceFinding = z.infer<typeof conformanceFindingSchema>;

/**
 * The answer of CheckWaresConformance: ErrorCode 0 with no findings; ErrorCode 100 with warnings
 * only (the user confirms them); ValidationFailed (400) with the errors, which the order must fix.
 */
export const conformanceResultSchema = z.object({
  Errors: z.array(conformanceFindingSchema),
  Warnings: z.array(conformanceFindingSchema),
});
export type ConformanceResult = z.infer<typeof conformanceResultSchema>;
