import type { OrderKind, SaveOrderRequest } from '@portside/contracts';

/** Spec §3: each of the five kinds keeps its order-detail parameters in session storage under its name. */
const SPEC_KIND_NAMES: Record<OrderKind, string> = {
  ocean: 'ocean',
  air: 'air',
  full: 'full',
  end: 'end',
  airEnd: 'air-end',
};

export const orderDetailStorageKey = (kind: OrderKind) => `orderDetail:${SPEC_KIND_NAMES[kind]}`;

/** The parameters of a kind the user last entered in this tab, or nothing. */
export function readOrderDetail(kind: OrderKind): Partial<SaveOrderRequest> | undefined {
  const stored = sessionStorage.getItem(orderDetailStorageKey(kind));
  if (!stored) return undefined;
  try {
    return JSON.parse(stored) as Partial<SaveOrderRequest>;
  } catch {
    return undefined;
  }
}

export function writeOrderDetail(kind: OrderKind, detail: Partial<SaveOrderRequest>): void {
  sessionStorage.setItem(orderDetailStorageKey(kind), JSON.stringify(detail));
}
