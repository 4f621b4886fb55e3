import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Locale, SupplierSubmitRequest } from '@portside/contracts';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { callerCompanyId } from '../../http/tenant-scope.js';
import { filesInScope, toAttachment } from '../files/service.js';
import { findCompany } from '../identity/companies.js';
import { enqueueEmails } from '../mail/outbox.js';
import { getOrderDetail } from '../orders/service.js';
import { supplierCodes, supplierFiles, supplierLinks, supplierSubmissions } from './schema.js';

type LinkRow = typeof supplierLinks.$inferSelect;
type Reader = Pick<Tx, 'select'>;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** How long a mailed code is good for, and a verified visit's grant. */
export const SUPPLIER_CODE_MINUTES = 10;
export const SUPPLIER_GRANT_MINUTES = 30;
/** At most one code a minute, five an hour per link; five wrong tries per code, ten an hour per link. */
export const SUPPLIER_CODE_INTERVAL_SECONDS = 60;
export const SUPPLIER_CODES_PER_HOUR = 5;
export const SUPPLIER_ATTEMPTS_PER_CODE = 5;
export const SUPPLIER_FAILURES_PER_HOUR = 10;
/** Orders whose cargo is still to come from the supplier. */
const OPEN_ORDER_STATUSES = ['Draft', 'Submitted', 'PendingUpdate', 'Accepted'];

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const codeHash = (linkId: string, code: string) => sha256(`${linkId}:${code}`);

export function supplierPageUrl(baseUrl: string, token: string): string {
  return new URL(`/SupplierAllBack?token=${encodeURIComponent(token)}`, baseUrl).toString();
}

/** s***@example.com: enough for the supplier to know where the code goes, not the whole address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function linkState(link: LinkRow, now: Date): 'Open' | 'Used' | 'Expired' | 'Revoked' {
  if (link.usedAt) return 'Used';
  if (link.revokedAt) return 'Revoked';
  if (link.expiresAt <= now) return 'Expired';
  return 'Open';
}

// The client's side.

/**
 * Creates the link for one order of the caller's company; an open link of the same order and
 * purpose is revoked. The token is answered once, in the URL; only its hash is stored.
 */
export async function createLink(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  caller: Caller,
  input: { OrderId: string; SupplierEmail: string; ValidDays: number },
) {
  const companyId = callerCompanyId(caller);
  const now = ctx.clock();
  const order = await getOrderDetail(ctx.db, companyId, input.OrderId, now);
  if (!OPEN_ORDER_STATUSES.includes(order.Status)) {
    throw new AppError('Conflict', `OrderId: an order ${order.Status} expects nothing from its supplier`);
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + input.ValidDays * DAY);
  const link = await ctx.db.transaction(async (tx) => {
    await tx
      .update(supplierLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(supplierLinks.orderId, order.Id),
          eq(supplierLinks.purpose, 'CargoReady'),
          isNull(supplierLinks.usedAt),
          isNull(supplierLinks.revokedAt),
        ),
      );
    const [created] = await tx
      .insert(supplierLinks)
      .values({
        companyId,
        orderId: order.Id,
        purpose: 'CargoReady',
        tokenHash: sha256(token),
        supplierEmail: input.SupplierEmail.toLowerCase(),
        createdBy: caller.userId,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!created) throw new Error('link insert returned no row');
    return created;
  });
  return {
    Id: link.id,
    Url: supplierPageUrl(ctx.config.PUBLIC_BASE_URL, token),
    ExpiresTime: expiresAt.toISOString(),
  };
}

/** The links of an order of the caller's company, newest first, with what came back through each. */
export async function listLinks(ctx: Pick<AppContext, 'db' | 'clock'>, caller: Caller, orderId: string) {
  const companyId = callerCompanyId(caller);
  const now = ctx.clock();
  await getOrderDetail(ctx.db, companyId, orderId, now);
  const links = await ctx.db
    .select()
    .from(supplierLinks)
    .where(and(eq(supplierLinks.companyId, companyId), eq(supplierLinks.orderId, orderId)))
    .orderBy(desc(supplierLinks.createdAt));
  const ids = links.map((link) => link.id);
  const submissions = ids.length
    ? await ctx.db.select().from(supplierSubmissions).where(inArray(supplierSubmissions.linkId, ids))
    : [];
  const submitted = submissions.length
    ? await ctx.db
        .select()
        .from(supplierFiles)
        .where(
          inArray(
            supplierFiles.submissionId,
            submissions.map((submission) => submission.id),
          ),
        )
    : [];
  const fileRows = await filesInScope(
    ctx,
    { all: false, companyIds: [companyId] },
    submitted.map((file) => file.fileId),
  );
  return links.map((link) => {
    const submission = submissions.find((candidate) => candidate.linkId === link.id);
    return {
      Id: link.id,
      Purpose: 'CargoReady' as const,
      SupplierEmail: link.supplierEmail,
      State: linkState(link, now),
      CreatedTime: link.createdAt.toISOString(),
      ExpiresTime: link.expiresAt.toISOString(),
      Submission: submission
        ? {
            CargoReadyDate: submission.cargoReadyDate,
            CartonCount: submission.cartonCount,
            GrossWeightKg: submission.grossWeightKg,
            VolumeCbm: submission.volumeCbm,
            Note: submission.note,
            Files: fileRows
              .filter((file) => submitted.some((row) => row.fileId === file.id && row.submissionId === submission.id))
              .map(toAttachment),
            SubmittedTime: submission.submittedAt.toISOString(),
          }
        : null,
    };
  });
}

/** Revokes an open link of the caller's company; another company's id is not found. */
export async function revokeLink(ctx: Pick<AppContext, 'db' | 'clock'>, caller: Caller, id: string) {
  const companyId = callerCompanyId(caller);
  const [revoked] = await ctx.db
    .update(supplierLinks)
    .set({ revokedAt: ctx.clock() })
    .where(
      and(
        eq(supplierLinks.id, id),
        eq(supplierLinks.companyId, companyId),
        isNull(supplierLinks.usedAt),
        isNull(supplierLinks.revokedAt),
      ),
    )
    .returning({ id: supplierLinks.id });
  if (!revoked) {
    const [mine] = await ctx.db
      .select({ id: supplierLinks.id })
      .from(supplierLinks)
      .where(and(eq(supplierLinks.id, id), eq(supplierLinks.companyId, companyId)));
    throw mine ? new AppError('Conflict', 'the link is used or revoked already') : new AppError('NotFound');
  }
  return { Id: revoked.id };
}

// The supplier's side: every call names the link by its token; one that is unknown, used,
// revoked or expired is NotFound, the same answer for each.

async function openLink(db: Reader, token: string, now: Date, forUpdate = false): Promise<LinkRow> {
  const query = db
    .select()
    .from(supplierLinks)
    .where(eq(supplierLinks.tokenHash, sha256(token)));
  const [link] = forUpdate ? await query.for('update') : await query;
  if (!link || linkState(link, now) !== 'Open') throw new AppError('NotFound');
  return link;
}

export async function linkInfo(ctx: Pick<AppContext, 'db' | 'clock'>, token: string) {
  const link = await openLink(ctx.db, token, ctx.clock());
  const company = await findCompany(ctx.db, link.companyId);
  return {
    CompanyName: company?.nameEn ?? '',
    MaskedEmail: maskEmail(link.supplierEmail),
    ExpiresTime: link.expiresAt.toISOString(),
  };
}

const CODE_MAIL: Record<Locale, { subject: string; body: (code: string, company: string, orderNo: string) => string }> =
  {
    'zh-CN': {
      subject: '您的验证码',
      body: (code, company, orderNo) =>
        `${company} 请您填写订单 ${orderNo} 的备货信息。\n\n验证码：${code}\n\n${SUPPLIER_CODE_MINUTES} 分钟内有效。如非本人操作，请忽略此邮件。\n`,
    },
    'en-US': {
      subject: 'Your verification code',
      body: (code, company, orderNo) =>
        `${company} asks you for the cargo-ready details of order ${orderNo}.\n\nYour code: ${code}\n\nIt is valid for ${SUPPLIER_CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail.\n`,
    },
    'fr-FR': {
      subject: 'Votre code de vérification',
      body: (code, company, orderNo) =>
        `${company} vous demande les informations de mise à disposition de la commande ${orderNo}.\n\nVotre code : ${code}\n\nIl est valable ${SUPPLIER_CODE_MINUTES} minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.\n`,
    },
    'de-DE': {
      subject: 'Ihr Bestätigungscode',
      body: (code, company, orderNo) =>
        `${company} bittet Sie um die Versandbereitschaftsdaten des Auftrags ${orderNo}.\n\nIhr Code: ${code}\n\nEr gilt ${SUPPLIER_CODE_MINUTES} Minuten. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.\n`,
    },
  };

function rateLimited(retryAfterSeconds: number, detail: string): AppError {
  return new AppError('RateLimited', detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/**
 * GetUniversalVerificationCode: mails a six-digit code to the address the client gave, through
 * the outbox, at most one a minute and five an hour per link. Only its hash is stored.
 */
export async function sendCode(
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer'>,
  token: string,
  locale: Locale,
): Promise<{ MaskedEmail: string; ExpiresTime: string; ResendAfterSeconds: number }> {
  const now = ctx.clock();
  const answer = await ctx.db.transaction(async (tx) => {
    const link = await openLink(tx, token, now, true);
    const recent = await tx
      .select({ createdAt: supplierCodes.createdAt })
      .from(supplierCodes)
      .where(and(eq(supplierCodes.linkId, link.id), gt(supplierCodes.createdAt, new Date(now.getTime() - 60 * MINUTE))))
      .orderBy(desc(supplierCodes.createdAt));
    const [last] = recent;
    const wait = last ? last.createdAt.getTime() + SUPPLIER_CODE_INTERVAL_SECONDS * 1000 - now.getTime() : 0;
    if (wait > 0) throw rateLimited(wait / 1000, 'a code was sent less than a minute ago');
    if (recent.length >= SUPPLIER_CODES_PER_HOUR) {
      const oldest = recent.at(-1)?.createdAt.getTime() ?? now.getTime();
      throw rateLimited((oldest + 60 * MINUTE - now.getTime()) / 1000, 'five codes were sent this hour');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SUPPLIER_CODE_MINUTES * MINUTE);
    await tx
      .insert(supplierCodes)
      .values({ linkId: link.id, codeHash: codeHash(link.id, code), createdAt: now, expiresAt });
    const company = await findCompany(tx, link.companyId);
    const order = await getOrderDetail(tx as unknown as Db, link.companyId, link.orderId, now);
    const texts = CODE_MAIL[locale];
    await enqueueEmails(tx, [
      {
        userId: link.createdBy,
        toAddress: link.supplierEmail,
        subject: `[Portside] ${texts.subject}`,
        textBody: texts.body(code, company?.nameEn ?? '', order.OrderNo),
        unsubscribeUrl: null,
        createdAt: now,
        nextAttemptAt: now,
      },
    ]);
    return {
      MaskedEmail: maskEmail(link.supplierEmail),
      ExpiresTime: expiresAt.toISOString(),
      ResendAfterSeconds: SUPPLIER_CODE_INTERVAL_SECONDS,
    };
  });
  ctx.mailer.kick();
  return answer;
}

async function orderView(db: Db, link: LinkRow, now: Date) {
  const order = await getOrderDetail(db, link.companyId, link.orderId, now);
  const items = new Map<string, number>();
  for (const carton of order.Cartons) {
    for (const item of carton.Items) items.set(item.Sku, (items.get(item.Sku) ?? 0) + item.Quantity);
  }
  return {
    OrderNo: order.OrderNo,
    OrderKind: order.OrderKind,
    DestinationWarehouseCode: order.DestinationWarehouseCode,
    Cartons: order.CartonCount,
    Units: [...items.values()].reduce((sum, quantity) => sum + quantity, 0),
    DeclaredWeightKg: order.DeclaredWeightKg,
    Items: [...items.entries()].map(([Sku, Quantity]) => ({ Sku, Quantity })),
  };
}

/**
 * Checks the code against the link's newest code. A wrong code counts against it (five tries) and
 * against the link (ten failures an hour); a right one answers a grant for this visit and the order.
 */
export async function verifyCode(ctx: Pick<AppContext, 'db' | 'clock'>, token: string, code: string) {
  const now = ctx.clock();
  const result = await ctx.db.transaction(async (tx) => {
    const link = await openLink(tx, token, now, true);
    const hourAgo = new Date(now.getTime() - 60 * MINUTE);
    const [failures] = await tx
      .select({ count: sql<number>`coalesce(sum(${supplierCodes.attempts}), 0)::int` })
      .from(supplierCodes)
      .where(and(eq(supplierCodes.linkId, link.id), gt(supplierCodes.createdAt, hourAgo)));
    if ((failures?.count ?? 0) >= SUPPLIER_FAILURES_PER_HOUR) {
      return { refusal: rateLimited(60 * 60, 'too many wrong codes this hour') };
    }
    const [latest] = await tx
      .select()
      .from(supplierCodes)
      .where(eq(supplierCodes.linkId, link.id))
      .orderBy(desc(supplierCodes.createdAt))
      .limit(1);
    if (!latest || latest.verifiedAt || latest.expiresAt <= now) {
      return { refusal: new AppError('ValidationFailed', 'Code: ask for a new code') };
    }
    if (latest.attempts >= SUPPLIER_ATTEMPTS_PER_CODE) {
      return { refusal: rateLimited(SUPPLIER_CODE_INTERVAL_SECONDS, 'Code: too many tries, ask for a new code') };
    }
    if (latest.codeHash !== codeHash(link.id, code)) {
      // The failure is written even though the call fails: the transaction commits it.
      await tx
        .update(supplierCodes)
        .set({ attempts: sql`${supplierCodes.attempts} + 1` })
        .where(eq(supplierCodes.id, latest.id));
      return { refusal: new AppError('ValidationFailed', 'Code: not the code that was sent') };
    }
    const grant = newToken();
    const grantExpiresAt = new Date(
      Math.min(now.getTime() + SUPPLIER_GRANT_MINUTES * MINUTE, link.expiresAt.getTime()),
    );
    await tx
      .update(supplierCodes)
      .set({ verifiedAt: now, grantHash: sha256(grant), grantExpiresAt })
      .where(eq(supplierCodes.id, latest.id));
    return { grant, grantExpiresAt, link };
  });
  if ('refusal' in result) throw result.refusal;
  return {
    Grant: result.grant,
    ExpiresTime: result.grantExpiresAt.toISOString(),
    Order: await orderView(ctx.db, result.link, now),
  };
}

/** The open link of a token whose visit holds a live grant; anything else is NotFound. */
export async function grantedLink(db: Reader, token: string, grant: string, now: Date, forUpdate = false) {
  const link = await openLink(db, token, now, forUpdate);
  const [code] = await db
    .select({ id: supplierCodes.id })
    .from(supplierCodes)
    .where(
      and(
        eq(supplierCodes.linkId, link.id),
        eq(supplierCodes.grantHash, sha256(grant)),
        gt(supplierCodes.grantExpiresAt, now),
      ),
    );
  if (!code) throw new AppError('NotFound');
  return link;
}

export async function supplierOrder(ctx: Pick<AppContext, 'db' | 'clock'>, token: string, grant: string) {
  const now = ctx.clock();
  return orderView(ctx.db, await grantedLink(ctx.db, token, grant, now), now);
}

/** Records a file the supplier uploaded through its link (stored for the link's company). */
export async function recordSupplierFile(ctx: Pick<AppContext, 'db' | 'clock'>, linkId: string, fileId: string) {
  await ctx.db.insert(supplierFiles).values({ linkId, fileId, createdAt: ctx.clock() });
}

/**
 * The supplier's answer: the cargo-ready data and the documents it uploaded through this link.
 * The link is used by it and opens nothing afterwards.
 */
export async function submit(ctx: Pick<AppContext, 'db' | 'clock'>, input: SupplierSubmitRequest) {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const link = await grantedLink(tx, input.Token, input.Grant, now, true);
    const uploaded = input.FileIds.length
      ? await tx
          .select()
          .from(supplierFiles)
          .where(and(eq(supplierFiles.linkId, link.id), inArray(supplierFiles.fileId, input.FileIds)))
      : [];
    if (uploaded.length !== new Set(input.FileIds).size) throw new AppError('NotFound', 'FileIds');
    const [submission] = await tx
      .insert(supplierSubmissions)
      .values({
        linkId: link.id,
        companyId: link.companyId,
        orderId: link.orderId,
        cargoReadyDate: input.CargoReadyDate,
        cartonCount: input.CartonCount,
        grossWeightKg: input.GrossWeightKg,
        volumeCbm: input.VolumeCbm,
        note: input.Note ?? null,
        submittedAt: now,
      })
      .returning();
    if (!submission) throw new Error('submission insert returned no row');
    if (input.FileIds.length) {
      await tx
        .update(supplierFiles)
        .set({ submissionId: submission.id })
        .where(and(eq(supplierFiles.linkId, link.id), inArray(supplierFiles.fileId, input.FileIds)));
    }
    await tx.update(supplierLinks).set({ usedAt: now }).where(eq(supplierLinks.id, link.id));
    return { SubmittedTime: now.toISOString() };
  });
}
