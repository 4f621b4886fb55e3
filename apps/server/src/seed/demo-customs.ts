import { CUSTOMS_STATUS, type CustomsDocumentKind, type CustomsStatus } from '@portside/contracts';
import type { Db } from '../db/client.js';
import { moveDeclaration, openDeclaration, recordDuties, requestDocument } from '../modules/customs/service.js';
import type { SeededShipment } from './demo-shipments.js';

const HOUR = 60 * 60 * 1000;

interface DemoDeclaration {
  direction: 'Export' | 'Import';
  /** The states it went through after Not started, in order. */
  way: readonly CustomsStatus[];
  documents?: readonly { kind: CustomsDocumentKind; note?: string }[];
  duties?: { duty: string; tax: string; currency: string };
  declarationNo?: string;
}

const S = CUSTOMS_STATUS;

/** A declaration in every state, and one waiting for two documents, for each demo company. */
const DEMO_DECLARATIONS: readonly DemoDeclaration[] = [
  { direction: 'Import', way: [] },
  {
    direction: 'Import',
    way: [],
    documents: [{ kind: 'CommercialInvoice', note: 'Signed and stamped, with the HS codes per line' }],
  },
  {
    direction: 'Import',
    way: [],
    documents: [{ kind: 'PackingList' }, { kind: 'CertificateOfOrigin', note: 'Form A for the preferential rate' }],
  },
  { direction: 'Import', way: [S.Declared], declarationNo: 'ENT-0000417' },
  { direction: 'Import', way: [S.Declared, S.Inspection], declarationNo: 'ENT-0000422' },
  {
    direction: 'Import',
    way: [S.Declared, S.DutiesPayable],
    duties: { duty: '1284.50', tax: '3120.75', currency: 'USD' },
    declarationNo: 'ENT-0000431',
  },
  {
    direction: 'Import',
    way: [S.Declared, S.Inspection, S.DutiesPayable, S.Released],
    duties: { duty: '642.00', tax: '1518.40', currency: 'EUR' },
    declarationNo: 'ENT-0000398',
  },
  { direction: 'Export', way: [S.Declared, S.Released], declarationNo: 'EXP-0007731' },
  { direction: 'Import', way: [S.Declared, S.Inspection, S.Held], declarationNo: 'ENT-0000440' },
  { direction: 'Import', way: [S.Declared, S.Rejected], declarationNo: 'ENT-0000445' },
];

/**
 * Opens and moves each company's demo declarations through the customs service, as the
 * integration API does, on its most recent shipments; each step an hour after the one before,
 * the last ones just before `now`. No messages: the demo message centre is seeded on its own.
 */
export async function seedDemoCustoms(db: Db, now: Date, shipments: ReadonlyMap<string, SeededShipment[]>) {
  for (const [companyId, seeded] of shipments) {
    const recent = seeded.toSorted((a, b) => b.timeline.created - a.timeline.created);
    let at = now.getTime() - 48 * HOUR;
    const ctx = { db, clock: () => new Date(at) };
    const call = { companyId, idempotencyKey: null, fingerprint: '', apiKeyId: null };
    for (const [index, demo] of DEMO_DECLARATIONS.entries()) {
      const shipment = recent[index];
      if (!shipment) break;
      const externalId = `CUS-${shipment.shipment.externalId}-${demo.direction}`;
      at += HOUR;
      await openDeclaration(
        ctx,
        call,
        externalId,
        { shipment: shipment.shipment.externalId, direction: demo.direction },
        null,
      );
      for (const document of demo.documents ?? []) {
        at += HOUR / 4;
        await requestDocument(ctx, call, externalId, document, null);
      }
      if (demo.duties) await recordDuties(ctx, call, externalId, demo.duties, null);
      for (const status of demo.way) {
        at += HOUR;
        await moveDeclaration(ctx, call, externalId, { status, declarationNo: demo.declarationNo ?? null }, null);
      }
    }
  }
}
