import { ENQUIRY_STATUSES, type EnquiryStatus, ORDER_STATUSES, type OrderStatus } from '@portside/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/envelope.js';
import {
  ENQUIRY_MOVES,
  type EnquiryAction,
  nextEnquiryStatus,
  nextOrderStatus,
  ORDER_MOVES,
  type OrderAction,
} from './machines.js';

/** The order machine of issue 10, written out state by state: action -> the state it leads to. */
const ORDER_TABLE: Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>> = {
  Draft: { submit: 'Submitted', cancel: 'Cancelled' },
  Submitted: { accept: 'Accepted', sendBack: 'PendingUpdate', cancel: 'Cancelled' },
  PendingUpdate: { submit: 'Submitted', cancel: 'Cancelled' },
  Accepted: { receive: 'CargoReceived', cancel: 'Cancelled' },
  CargoReceived: {},
  Cancelled: {},
};

const ENQUIRY_TABLE: Record<EnquiryStatus, Partial<Record<EnquiryAction, EnquiryStatus>>> = {
  Draft: { submit: 'Submitted' },
  Submitted: { quote: 'Quoted' },
  Quoted: { accept: 'Accepted', decline: 'Declined', expire: 'Expired' },
  Accepted: {},
  Declined: {},
  Expired: {},
};

function conflictOf(run: () => unknown): AppError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe('the order machine', () => {
  for (const status of ORDER_STATUSES) {
    for (const action of Object.keys(ORDER_MOVES) as OrderAction[]) {
      const expected = ORDER_TABLE[status][action];
      it(`${action} from ${status}: ${expected ?? 'refused'}`, () => {
        if (expected) expect(nextOrderStatus(action, 'OR1', status)).toBe(expected);
        else {
          const error = conflictOf(() => nextOrderStatus(action, 'OR1', status));
          expect(error?.errorName).toBe('Conflict');
          expect(error?.detail).toContain(`order OR1: cannot ${action} when it is ${status}`);
        }
      });
    }
  }
});

describe('the enquiry machine', () => {
  for (const status of ENQUIRY_STATUSES) {
    for (const action of Object.keys(ENQUIRY_MOVES) as EnquiryAction[]) {
      const expected = ENQUIRY_TABLE[status][action];
      it(`${action} from ${status}: ${expected ?? 'refused'}`, () => {
        if (expected) expect(nextEnquiryStatus(action, 'EQ1', status)).toBe(expected);
        else expect(conflictOf(() => nextEnquiryStatus(action, 'EQ1', status))?.errorName).toBe('Conflict');
      });
    }
  }
});
