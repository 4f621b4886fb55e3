import { z } from 'zod';
import { shipmentModeSchema } from './shipments.js';

/** The longest period a chart covers: two years of days, so every figure reads a bounded index range. */
export const CHART_MAX_DAYS = 731;

/** A chart's period (From and To, whole UTC days, both included) and optional mode: the page's URL filters. */
export const chartFilterSchema = z
  .object({
    From: z.iso.date(),
    To: z.iso.date(),
    Mode: shipmentModeSchema.optional(),
  })
  .refine((filter) => filter.From <= filter.To, { message: 'From is after To', path: ['From'] })
  .refine((filter) => Date.parse(filter.To) - Date.parse(filter.From) <= CHART_MAX_DAYS * 24 * 60 * 60 * 1000, {
    message: `at most ${CHART_MAX_DAYS} days`,
    path: ['To'],
  });
export type ChartFilter = z.infer<typeof chartFilterSchema>;

export const CHART_INTERVALS = ['week', 'month'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];
export const trendFilterSchema = z
  .object({
    From: z.iso.date(),
    To: z.iso.date(),
    Mode: shipmentModeSchema.optional(),
    Interval: z.enum(CHART_INTERVALS).default('month'),
  })
  .refine((filter) => filter.From <= filter.To, { message: 'From is after To', path: ['From'] })
  .refine((filter) => Date.parse(filter.To) - Date.parse(filter.From) <= CHART_MAX_DAYS * 24 * 60 * 60 * 1000, {
    message: `at most ${CHART_MAX_DAYS} days`,
    path: ['To'],
  });
export type TrendFilter = z.infer<typeof trendFilterSchema>;

const countedSchema = z.object({ Key: z.string(), Count: z.number().int() });

/**
 * chartStatistics: the shipments that departed (ATD, else ETD) in the period, counted by mode,
 * lane (origin-destination codes), carrier and status; on time is arrival (ATA) less than a day
 * after the original ETA, of those arrived.
 */
export const chartStatisticsSchema = z.object({
  Total: z.number().int(),
  ByMode: z.array(countedSchema),
  ByLane: z.array(countedSchema),
  ByCarrier: z.array(countedSchema),
  ByStatus: z.array(countedSchema),
  OnTimeByLane: z.array(
    z.object({ Key: z.string(), Arrived: z.number().int(), OnTime: z.number().int(), OnTimePercent: z.number() }),
  ),
});
export type ChartStatistics = z.infer<typeof chartStatisticsSchema>;

const moneyText = z.string();

/** trendStatistics: per week or month, shipments and their volume by mode, and spend by cost type and currency. */
export const trendStatisticsSchema = z.object({
  Volume: z.array(
    z.object({
      Period: z.string().describe('YYYY-MM, or the Monday of the week YYYY-MM-DD'),
      Mode: shipmentModeSchema,
      Shipments: z.number().int(),
      Cartons: z.number().int(),
      WeightKg: z.number(),
      VolumeM3: z.number(),
      Teu: z.number(),
    }),
  ),
  Spend: z.array(
    z.object({
      Period: z.string(),
      CostType: z.string(),
      Currency: z.string(),
      Total: moneyText,
      Lines: z.number().int(),
    }),
  ),
});
export type TrendStatistics = z.infer<typeof trendStatisticsSchema>;

/** Where a freight rate comes from: the forwarder's quotes, or the lines it charged. */
export const FREIGHT_RATE_SOURCES = ['quoted', 'charged'] as const;
export type FreightRateSource = (typeof FREIGHT_RATE_SOURCES)[number];

/**
 * freightTrends: the forwarder's quoted and charged main-carriage freight rates per lane and mode
 * over time, as the quantity-weighted average unit price per basis (kg, container, cbm…) and
 * currency. Quoted: each quote option's freight price line over its enquiry's cargo (air per
 * chargeable kg, sea per cbm), dated when the enquiry was quoted.
 */
export const freightTrendsSchema = z.array(
  z.object({
    Period: z.string(),
    Source: z.enum(FREIGHT_RATE_SOURCES),
    Lane: z.string(),
    Mode: shipmentModeSchema,
    Basis: z.string().describe('The unit the rate is per: kg for air, container or cbm for sea'),
    Currency: z.string(),
    AverageRate: moneyText,
    Quantity: z.string(),
    Lines: z.number().int(),
  }),
);
export type FreightTrends = z.infer<typeof freightTrendsSchema>;
