/** Every table, for drizzle-kit and the tests; each module owns its tables in modules/<area>/schema.ts. */

export * from '../modules/bookings/schema.js';
export * from '../modules/client-api/schema.js';
export * from '../modules/column-settings/schema.js';
export * from '../modules/customs/schema.js';
export * from '../modules/delivery/schema.js';
export * from '../modules/dictionary/schema.js';
export * from '../modules/feedback/schema.js';
export * from '../modules/files/schema.js';
export * from '../modules/finance/schema.js';
export * from '../modules/guide/schema.js';
export * from '../modules/identity/schema.js';
export * from '../modules/integration/schema.js';
export * from '../modules/mail/schema.js';
export * from '../modules/messages/schema.js';
export * from '../modules/orders/catalogue-schema.js';
export * from '../modules/orders/schema.js';
export * from '../modules/permissions/schema.js';
export * from '../modules/push-settings/schema.js';
export * from '../modules/returns/schema.js';
export * from '../modules/shipments/schema.js';
export * from '../modules/supplier/schema.js';
export * from '../modules/tracking/schema.js';
