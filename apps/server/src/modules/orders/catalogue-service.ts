import type {
  Address,
  AddressInput,
  AddressListRequest,
  Product,
  ProductInput,
  ProductListRequest,
  Warehouse,
  WarehouseKind,
  WarehouseListRequest,
  WarehouseSearchRequest,
} from '@portside/contracts';
import { and, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type ListSort, listOrder, listPage, pageWindow } from '../../db/list-query.js';
import { AppError } from '../../http/envelope.js';
import { inTenantScope, type TenantScope } from '../../http/tenant-scope.js';
import { addresses, products, warehouses } from './catalogue-schema.js';

/** A product as the order desk reads it: the contract's shape (what conformance and documents look at). */
export type CatalogueProduct = Product;

type Executor = Db | Tx;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const startsWith = (text: string) => `${escapeLike(text)}%`;
const contains = (text: string) => `%${escapeLike(text)}%`;

// ---- products ----------------------------------------------------------------------------

function toProduct(row: typeof products.$inferSelect): Product {
  return {
    Id: row.id,
    Sku: row.sku,
    Fnsku: row.fnsku,
    NameZh: row.nameZh,
    NameEn: row.nameEn,
    HsCode: row.hsCode,
    DeclaredValue: row.declaredValue,
    Currency: row.currency,
    UnitWeightKg: row.unitWeightKg,
    LengthCm: row.lengthCm,
    WidthCm: row.widthCm,
    HeightCm: row.heightCm,
    IsBattery: row.isBattery,
    IsMagnetic: row.isMagnetic,
    IsLiquid: row.isLiquid,
    IsPowder: row.isPowder,
    IsBrand: row.isBrand,
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

function productColumns(input: ProductInput) {
  return {
    sku: input.Sku,
    fnsku: input.Fnsku,
    nameZh: input.NameZh,
    nameEn: input.NameEn,
    hsCode: input.HsCode,
    declaredValue: input.DeclaredValue,
    currency: input.Currency,
    unitWeightKg: input.UnitWeightKg,
    lengthCm: input.LengthCm,
    widthCm: input.WidthCm,
    heightCm: input.HeightCm,
    isBattery: input.IsBattery,
    isMagnetic: input.IsMagnetic,
    isLiquid: input.IsLiquid,
    isPowder: input.IsPowder,
    isBrand: input.IsBrand,
  };
}

function productSort(request: ProductListRequest): ListSort {
  return {
    column: request.SortBy === 'UpdatedTime' ? products.updatedAt : products.sku,
    order: request.SortOrder,
    tieBreaker: products.id,
  };
}

function productFilter(scope: TenantScope, request: ProductListRequest): SQL | undefined {
  const keyword = request.Keyword;
  return and(
    inTenantScope(products.companyId, scope),
    keyword
      ? or(
          like(products.sku, startsWith(keyword)),
          like(products.fnsku, startsWith(keyword.toUpperCase())),
          ilike(products.nameEn, contains(keyword)),
          ilike(products.nameZh, contains(keyword)),
        )
      : undefined,
  );
}

/** A page of the catalogue, in SKU order (or by last change), through the list helper. */
export async function listProducts(db: Db, scope: TenantScope, request: ProductListRequest) {
  const where = productFilter(scope, request);
  const sort = productSort(request);
  const { rows, ...total } = await listPage(db, products, where, sort, pageWindow(request));
  return { Items: rows.map(toProduct), ...total };
}

/** The company's products of these SKUs, by SKU; SKUs the catalogue does not know are absent. */
export async function findProductsBySku(
  db: Executor,
  companyId: string,
  skus: string[],
): Promise<Map<string, CatalogueProduct>> {
  const wanted = [...new Set(skus)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.sku, wanted)));
  return new Map(rows.map((row) => [row.sku, toProduct(row)]));
}

async function assertSkuFree(db: Executor, companyId: string, sku: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.sku, sku)));
  if (taken && taken.id !== exceptId) throw new AppError('Conflict', `Sku: ${sku} is already in the catalogue`);
}

export async function createProduct(db: Executor, now: Date, companyId: string, input: ProductInput): Promise<Product> {
  await assertSkuFree(db, companyId, input.Sku);
  const [row] = await db
    .insert(products)
    .values({ ...productColumns(input), companyId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('product insert returned no row');
  return toProduct(row);
}

/** Changes a product of the company; another company's id is answered as missing. */
export async function updateProduct(
  db: Executor,
  now: Date,
  companyId: string,
  input: ProductInput & { Id: string },
): Promise<Product> {
  await assertSkuFree(db, companyId, input.Sku, input.Id);
  const [row] = await db
    .update(products)
    .set({ ...productColumns(input), updatedAt: now })
    .where(and(eq(products.id, input.Id), eq(products.companyId, companyId)))
    .returning();
  if (!row) throw new AppError('NotFound');
  return toProduct(row);
}

export async function deleteProduct(db: Executor, companyId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.companyId, companyId)))
    .returning({ id: products.id });
  if (deleted.length === 0) throw new AppError('NotFound');
}

// ---- addresses ---------------------------------------------------------------------------

function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    Id: row.id,
    Kind: row.kind,
    Label: row.label,
    Contact: row.contact,
    Phone: row.phone,
    Email: row.email,
    CountryCode: row.countryCode,
    Province: row.province,
    City: row.city,
    AddressLine1: row.addressLine1,
    AddressLine2: row.addressLine2,
    PostalCode: row.postalCode,
    IsDefault: row.isDefault,
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

function addressColumns(input: AddressInput) {
  return {
    kind: input.Kind,
    label: input.Label,
    contact: input.Contact,
    phone: input.Phone,
    email: input.Email,
    countryCode: input.CountryCode,
    province: input.Province,
    city: input.City,
    addressLine1: input.AddressLine1,
    addressLine2: input.AddressLine2,
    postalCode: input.PostalCode,
    isDefault: input.IsDefault,
  };
}

const ADDRESS_SORT: ListSort = { column: addresses.createdAt, order: 'desc', tieBreaker: addresses.id };

/** A page of the company's addresses, newest first, of one kind or all. */
export async function listAddresses(db: Db, scope: TenantScope, request: AddressListRequest) {
  const keyword = request.Keyword;
  const where = and(
    inTenantScope(addresses.companyId, scope),
    request.Kind ? eq(addresses.kind, request.Kind) : undefined,
    keyword
      ? or(
          ilike(addresses.label, contains(keyword)),
          ilike(addresses.contact, contains(keyword)),
          ilike(addresses.city, contains(keyword)),
          ilike(addresses.addressLine1, contains(keyword)),
        )
      : undefined,
  );
  const { rows, ...total } = await listPage(db, addresses, where, ADDRESS_SORT, pageWindow(request));
  return { Items: rows.map(toAddress), ...total };
}

/** A new default of a kind takes the flag from the company's previous one, in the same transaction. */
async function clearDefault(tx: Tx, companyId: string, kind: AddressInput['Kind']): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.companyId, companyId), eq(addresses.kind, kind), eq(addresses.isDefault, true)));
}

export async function createAddress(db: Executor, now: Date, companyId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    if (input.IsDefault) await clearDefault(tx, companyId, input.Kind);
    const [row] = await tx
      .insert(addresses)
      .values({ ...addressColumns(input), companyId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return toAddress(row);
  });
}

/** Changes an address of the company; another company's id is answered as missing, and nothing changes. */
export async function updateAddress(
  db: Executor,
  now: Date,
  companyId: string,
  input: AddressInput & { Id: string },
): Promise<Address> {
  return db.transaction(async (tx) => {
    const mine = and(eq(addresses.id, input.Id), eq(addresses.companyId, companyId));
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(mine);
    if (!existing) throw new AppError('NotFound');
    if (input.IsDefault) await clearDefault(tx, companyId, input.Kind);
    const [row] = await tx
      .update(addresses)
      .set({ ...addressColumns(input), updatedAt: now })
      .where(mine)
      .returning();
    if (!row) throw new AppError('NotFound');
    return toAddress(row);
  });
}

export async function deleteAddress(db: Executor, companyId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw new AppError('NotFound');
}

/** One address of the company (the order's sender or pickup), or undefined. */
export async function findAddress(db: Executor, companyId: string, id: string): Promise<Address | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)));
  return row ? toAddress(row) : undefined;
}

// ---- warehouses --------------------------------------------------------------------------

function toWarehouse(row: typeof warehouses.$inferSelect): Warehouse {
  return {
    Id: row.id,
    WarehouseCode: row.code,
    Kind: row.kind,
    Name: row.name,
    CountryCode: row.countryCode,
    Province: row.province,
    City: row.city,
    AddressLine: row.addressLine,
    PostalCode: row.postalCode,
    OpeningHours: row.openingHours,
    ReceivingRules: row.receivingRules,
    Contact: row.contact,
    Phone: row.phone,
  };
}

const WAREHOUSE_SORT: ListSort = { column: warehouses.code, order: 'asc', tieBreaker: warehouses.id };

function warehouseFilter(kind: WarehouseKind | undefined, keyword: string | undefined): SQL | undefined {
  return and(
    kind ? eq(warehouses.kind, kind) : undefined,
    keyword
      ? or(
          like(warehouses.code, startsWith(keyword.toUpperCase())),
          ilike(warehouses.name, contains(keyword)),
          ilike(warehouses.city, contains(keyword)),
        )
      : undefined,
  );
}

/** A page of the forwarder's warehouses by code (forwarder data: every client sees the same list). */
export async function listWarehouses(db: Db, request: WarehouseListRequest) {
  const where = warehouseFilter(request.Kind, request.Keyword);
  const { rows, ...total } = await listPage(db, warehouses, where, WAREHOUSE_SORT, pageWindow(request));
  return { Items: rows.map(toWarehouse), ...total };
}

/** The picker's search: an exact code first, then codes starting with the text, then names and cities. */
export async function searchWarehouses(db: Db, request: WarehouseSearchRequest): Promise<Warehouse[]> {
  const keyword = request.Keyword;
  const rows = await db
    .select()
    .from(warehouses)
    .where(warehouseFilter(request.Kind, keyword || undefined))
    .orderBy(
      sql`case when ${warehouses.code} = ${keyword.toUpperCase()} then 0 when ${warehouses.code} like ${startsWith(keyword.toUpperCase())} then 1 else 2 end`,
      ...listOrder(WAREHOUSE_SORT),
    )
    .limit(request.Limit);
  return rows.map(toWarehouse);
}

/** How a warehouse code is stored: trimmed, in capitals. */
const warehouseCodeOf = (code: string) => code.trim().toUpperCase();

/** A warehouse by its code (FBA centres, origin and overseas warehouses alike), or undefined. */
export async function findWarehouse(db: Executor, code: string): Promise<Warehouse | undefined> {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(eq(warehouses.code, warehouseCodeOf(code)));
  return row ? toWarehouse(row) : undefined;
}

/** Which of these codes name a known warehouse, as given, in one statement. */
export async function knownWarehouseCodes(db: Executor, codes: string[]): Promise<Set<string>> {
  const wanted = [...new Set(codes.map(warehouseCodeOf))];
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ code: warehouses.code }).from(warehouses).where(inArray(warehouses.code, wanted));
  const known = new Set(rows.map((row) => row.code));
  return new Set(codes.filter((code) => known.has(warehouseCodeOf(code))));
}

export type WarehouseInput = Omit<Warehouse, 'Id'>;

/** Adds or replaces a warehouse of the forwarder by its code (the seed's origin warehouses). */
export async function upsertWarehouse(db: Executor, input: WarehouseInput): Promise<Warehouse> {
  const values = {
    code: input.WarehouseCode.toUpperCase(),
    kind: input.Kind,
    name: input.Name,
    countryCode: input.CountryCode,
    province: input.Province,
    city: input.City,
    addressLine: input.AddressLine,
    postalCode: input.PostalCode,
    openingHours: input.OpeningHours,
    receivingRules: input.ReceivingRules,
    contact: input.Contact,
    phone: input.Phone,
  };
  const [row] = await db
    .insert(warehouses)
    .values(values)
    .onConflictDoUpdate({ target: warehouses.code, set: values })
    .returning();
  if (!row) throw new Error('warehouse upsert returned no row');
  return toWarehouse(row);
}
