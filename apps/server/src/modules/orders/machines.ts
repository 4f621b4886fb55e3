/** The status machines of orders and enquiries (issue 10): which action leads from which states to which. */
import type { EnquiryStatus, OrderStatus } from '@portside/contracts';
import { AppError } from '../../http/envelope.js';

interface Move<S> {
  from: readonly S[];
  to: S;
}

export const ORDER_MOVES = {
  submit: { from: ['Draft', 'PendingUpdate'], to: 'Submitted' },
  accept: { from: ['Submitted'], to: 'Accepted' },
  sendBack: { from: ['Submitted'], to: 'PendingUpdate' },
  receive: { from: ['Accepted'], to: 'CargoReceived' },
  // The client may cancel until the warehouse has the cargo.
  cancel: { from: ['Draft', 'Submitted', 'PendingUpdate', 'Accepted'], to: 'Cancelled' },
} as const satisfies Record<string, Move<OrderStatus>>;
export type OrderAction = keyof typeof ORDER_MOVES;

/** The states in which the client may still change an order's content. */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = ['Draft', 'PendingUpdate'];

export const ENQUIRY_MOVES = {
  submit: { from: ['Draft'], to: 'Submitted' },
  quote: { from: ['Submitted'], to: 'Quoted' },
  accept: { from: ['Quoted'], to: 'Accepted' },
  decline: { from: ['Quoted'], to: 'Declined' },
  expire: { from: ['Quoted'], to: 'Expired' },
} as const satisfies Record<string, Move<EnquiryStatus>>;
export type EnquiryAction = keyof typeof ENQUIRY_MOVES;

/** The state an action leads to, or a Conflict naming the record, the action and the state it is in. */
function nextStatus<S extends string>(move: Move<S>, action: string, what: string, current: S): S {
  if (!move.from.includes(current)) {
    throw new AppError(
      'Conflict',
      `${what}: cannot ${action} when it is ${current} (only when ${move.from.join(' or ')})`,
    );
  }
  return move.to;
}

export function nextOrderStatus(action: OrderAction, orderNo: string, current: OrderStatus): OrderStatus {
  return nextStatus<OrderStatus>(ORDER_MOVES[action], action, `order ${orderNo}`, current);
}

export function nextEnquiryStatus(action: EnquiryAction, enquiryNo: string, current: EnquiryStatus): EnquiryStatus {
  return nextStatus<EnquiryStatus>(ENQUIRY_MOVES[action], action, `enquiry ${enquiryNo}`, current);
}
