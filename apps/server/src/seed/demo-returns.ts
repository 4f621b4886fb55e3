import type { ReturnInstruction, ReturnStatus } from '@portside/contracts';
import type { Db } from '../db/client.js';
import type { Caller } from '../http/caller.js';
import { giveInstruction, moveReturn, registerReturn } from '../modules/returns/service.js';
import type { DemoOrderDesk } from './demo-orders.js';

const HOUR = 60 * 60 * 1000;

interface DemoReturn {
  /** The forwarder's moves after Registered, up to and including AwaitingInstruction. */
  way: readonly ReturnStatus[];
  instruction?: { kind: ReturnInstruction; note?: string };
  /** The forwarder's moves after the instruction. */
  after?: readonly ReturnStatus[];
  /** Units per catalogue SKU; the inspection finds `damaged` of the first one unsellable. */
  units: readonly number[];
  damaged?: number;
}

/** Where each demo company has goods returned to sender. */
const RETURN_ADDRESSES = [
  'Brightwave QC, 88 Jinqiao Rd, Pudong, Shanghai 201206, CN',
  'Hanseatic Cargo Agency, Am Sandtorkai 40, 20457 Hamburg, DE',
];

const UP_TO_AWAITING: readonly ReturnStatus[] = ['Received', 'Inspected', 'AwaitingInstruction'];

/** A return in every state, every instruction, for each demo company. */
const DEMO_RETURNS: readonly DemoReturn[] = [
  { way: [], units: [6] },
  { way: ['Received'], units: [3, 2] },
  { way: ['Received', 'Inspected'], units: [4], damaged: 1 },
  { way: UP_TO_AWAITING, units: [12, 4], damaged: 2 },
  { way: UP_TO_AWAITING, units: [5] },
  {
    way: UP_TO_AWAITING,
    units: [24, 10],
    damaged: 3,
    instruction: { kind: 'RelabelReplenish', note: 'Relabel with the new FNSKU and send with the next plan' },
  },
  { way: UP_TO_AWAITING, units: [8], instruction: { kind: 'Hold', note: 'Keep for the spring promotion' } },
  {
    way: UP_TO_AWAITING,
    units: [2],
    damaged: 2,
    instruction: { kind: 'Dispose', note: 'Not worth repairing' },
    after: ['Completed'],
  },
  {
    way: UP_TO_AWAITING,
    units: [3],
    instruction: { kind: 'ReturnToSender' },
    after: ['Completed'],
  },
  {
    way: UP_TO_AWAITING,
    units: [18, 6],
    instruction: { kind: 'RelabelReplenish' },
    after: ['Completed'],
  },
];

/**
 * Registers and moves each company's demo returns through the returns service, as the warehouse's
 * integration calls and the client's instructions would, each step an hour after the one before.
 */
export async function seedDemoReturns(db: Db, now: Date, desks: readonly DemoOrderDesk[]) {
  for (const [deskIndex, desk] of desks.entries()) {
    let at = now.getTime() - 72 * HOUR;
    const ctx = { db, clock: () => new Date(at) };
    const call = { companyId: desk.caller.companyId, idempotencyKey: null, fingerprint: '', apiKeyId: null };
    const caller: Caller = {
      sessionId: 'seed',
      userId: desk.caller.userId,
      accountName: desk.caller.accountName,
      role: 'client_admin',
      companyId: desk.caller.companyId,
      actingStaffUserId: null,
      menuCodes: new Set(),
    };
    const scope = { all: false, companyIds: [desk.caller.companyId] };
    for (const [index, demo] of DEMO_RETURNS.entries()) {
      const externalId = `RMA-${deskIndex === 0 ? 'BW' : 'HC'}-${String(4101 + index)}`;
      at += HOUR;
      const lines = demo.units.flatMap((quantity, line) => {
        const product = desk.catalogue[line % desk.catalogue.length];
        return product ? [{ sku: product.Sku, fnsku: product.Fnsku ?? null, quantity }] : [];
      });
      const registered = await registerReturn(ctx, call, externalId, {
        marketplace: index % 4 === 3 ? 'Walmart' : 'Amazon',
        removalOrderId: `${String(index + 1).padStart(2, '0')}J8KZPQ${deskIndex}${index}`,
        trackingNo: `1Z999AA1${String(1_000_000_000 + deskIndex * 100 + index)}`,
        warehouseCode: desk.warehouse,
        lines,
      });
      for (const status of demo.way) {
        at += HOUR;
        const [first] = lines;
        const inspection =
          status === 'Inspected' && demo.damaged && first
            ? [
                {
                  sku: first.sku,
                  sellableQuantity: first.quantity - demo.damaged,
                  condition: 'CustomerDamaged' as const,
                },
              ]
            : undefined;
        await moveReturn(ctx, call, externalId, {
          status,
          ...(inspection ? { inspection, note: 'Outer box crushed on some units' } : {}),
        });
      }
      if (demo.instruction) {
        at += HOUR;
        await giveInstruction(ctx, caller, scope, {
          Id: registered.id,
          Instruction: demo.instruction.kind,
          Note: demo.instruction.note ?? null,
          ReturnAddress: demo.instruction.kind === 'ReturnToSender' ? (RETURN_ADDRESSES[deskIndex] ?? null) : null,
          PhotoFileIds: [],
        });
      }
      for (const status of demo.after ?? []) {
        at += HOUR;
        await moveReturn(ctx, call, externalId, { status });
      }
    }
  }
}
