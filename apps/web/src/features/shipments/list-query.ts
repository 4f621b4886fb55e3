import { type ShipmentListRequest, shipmentListRequestSchema } from '@portside/contracts';
import { DEFAULT_PAGE_SIZE } from '../../components/page-size';

/** What a list page fixes for itself (its mode, or the new orders' status); the URL cannot change it. */
export type FixedFilter = Pick<ShipmentListRequest, 'Mode' | 'Status'>;

const FIELDS = shipmentListRequestSchema.shape;
type Field = keyof typeof FIELDS;

/** The URL's text of one field as the schema takes it: numbers, a flag, one status or several. */
function readField(search: URLSearchParams, field: Field): unknown {
  const values = search.getAll(field);
  if (values.length === 0) return undefined;
  if (field === 'Status') return values.length === 1 ? values[0] : values;
  const [value] = values;
  if (field === 'PageIndex' || field === 'PageSize') return Number(value);
  if (field === 'DelayedOnly') return value === 'true';
  return value;
}

/**
 * The list request a page's URL describes. Each field is checked on its own with the contracts'
 * schema: a field that is not valid (an address typed by hand, an old bookmark) is left out, not
 * the whole filter.
 */
export function listRequestFromSearch(search: URLSearchParams, fixed: FixedFilter): ShipmentListRequest {
  const request: Record<string, unknown> = {};
  for (const field of Object.keys(FIELDS) as Field[]) {
    const parsed = FIELDS[field].safeParse(readField(search, field));
    if (parsed.success && parsed.data !== undefined) request[field] = parsed.data;
  }
  return shipmentListRequestSchema.parse({ PageSize: DEFAULT_PAGE_SIZE, ...request, ...fixed });
}

let defaultRequest: ShipmentListRequest | undefined;

/**
 * The request of an address without a query, worked out once: the dashboard writes a figure's
 * address at every render. The fields a page fixes, the only ones in which pages differ, are left
 * out of every address anyway.
 */
function defaultListRequest(): ShipmentListRequest {
  defaultRequest ??= listRequestFromSearch(new URLSearchParams(), {});
  return defaultRequest;
}

/** The URL query of a request: only what differs from the defaults, and nothing the page fixes. */
export function searchFromListRequest(request: ShipmentListRequest, fixed: FixedFilter): URLSearchParams {
  const defaults = defaultListRequest();
  const search = new URLSearchParams();
  // In the schema's order, so one list always has one address.
  for (const field of Object.keys(FIELDS) as Field[]) {
    const value = request[field];
    if (field in fixed || value === undefined || value === null || value === '' || value === false) continue;
    if (value === defaults[field]) continue;
    if (Array.isArray(value)) for (const item of value) search.append(field, String(item));
    else search.set(field, String(value));
  }
  return search;
}
