import type {
  createGuideArticleRequestSchema,
  GuideArticle,
  GuideColumnNode,
  Labels,
  Locale,
  updateGuideArticleRequestSchema,
} from '@portside/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { guideArticles } from './schema.js';
import { STARTER_GUIDE } from './starter-articles.js';

type ArticleRow = typeof guideArticles.$inferSelect;

const titleColumns = (titles: Labels) => ({
  titleZhCn: titles['zh-CN'],
  titleEnUs: titles['en-US'],
  titleFrFr: titles['fr-FR'],
  titleDeDe: titles['de-DE'],
});
const contentColumns = (contents: Labels) => ({
  contentZhCn: contents['zh-CN'],
  contentEnUs: contents['en-US'],
  contentFrFr: contents['fr-FR'],
  contentDeDe: contents['de-DE'],
});
const titlesOf = (row: ArticleRow): Labels => ({
  'zh-CN': row.titleZhCn,
  'en-US': row.titleEnUs,
  'fr-FR': row.titleFrFr,
  'de-DE': row.titleDeDe,
});
const contentsOf = (row: ArticleRow): Labels => ({
  'zh-CN': row.contentZhCn,
  'en-US': row.contentEnUs,
  'fr-FR': row.contentFrFr,
  'de-DE': row.contentDeDe,
});

function toArticle(row: ArticleRow): GuideArticle {
  return {
    Id: row.id,
    ParentId: row.parentId,
    Titles: titlesOf(row),
    Contents: contentsOf(row),
    Sort: row.sort,
    UpdatedTime: row.updatedAt.toISOString(),
  };
}

/** Spec §7 Column/GetTreeList: the sections with their articles, each level by Sort then creation. */
export async function getTree(ctx: AppContext, locale: Locale): Promise<GuideColumnNode[]> {
  const rows = await ctx.db.select().from(guideArticles).orderBy(asc(guideArticles.sort), asc(guideArticles.createdAt));
  const nodes = new Map<string, GuideColumnNode>(
    rows.map((row) => {
      const titles = titlesOf(row);
      const node: GuideColumnNode = {
        Id: row.id,
        ParentId: row.parentId,
        Title: titles[locale],
        Titles: titles,
        Sort: row.sort,
        HasContent: Object.values(contentsOf(row)).some((text) => text.length > 0),
        Children: [],
      };
      return [row.id, node];
    }),
  );
  const roots: GuideColumnNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.ParentId ? nodes.get(node.ParentId) : undefined;
    (parent ? parent.Children : roots).push(node);
  }
  return roots;
}

async function findArticle(ctx: AppContext, id: string): Promise<ArticleRow> {
  const [row] = await ctx.db.select().from(guideArticles).where(eq(guideArticles.id, id));
  if (!row) throw new AppError('NotFound');
  return row;
}

export async function getArticle(ctx: AppContext, id: string): Promise<GuideArticle> {
  return toArticle(await findArticle(ctx, id));
}

/** Staff: a section (no parent) or an article in a section; an article holds no articles. */
export async function createArticle(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof createGuideArticleRequestSchema>,
): Promise<GuideArticle> {
  if (input.ParentId) {
    const [parent] = await ctx.db
      .select({ parentId: guideArticles.parentId })
      .from(guideArticles)
      .where(eq(guideArticles.id, input.ParentId));
    if (!parent || parent.parentId !== null) throw new AppError('ValidationFailed', 'ParentId');
  }
  const now = ctx.clock();
  const [row] = await ctx.db
    .insert(guideArticles)
    .values({
      parentId: input.ParentId,
      sort: input.Sort,
      ...titleColumns(input.Titles),
      ...contentColumns(input.Contents),
      createdAt: now,
      updatedAt: now,
      updatedBy: caller.userId,
    })
    .returning();
  if (!row) throw new Error('guide article insert returned no row');
  return toArticle(row);
}

/** Staff: an article's new titles, text and place among its siblings. */
export async function updateArticle(
  ctx: AppContext,
  caller: Caller,
  input: z.output<typeof updateGuideArticleRequestSchema>,
): Promise<GuideArticle> {
  const [row] = await ctx.db
    .update(guideArticles)
    .set({
      sort: input.Sort,
      ...titleColumns(input.Titles),
      ...contentColumns(input.Contents),
      updatedAt: ctx.clock(),
      updatedBy: caller.userId,
    })
    .where(eq(guideArticles.id, input.Id))
    .returning();
  if (!row) throw new AppError('NotFound');
  return toArticle(row);
}

/** Staff: deletes an article, or a section with its articles. */
export async function deleteArticle(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(guideArticles)
    .where(eq(guideArticles.id, id))
    .returning({ id: guideArticles.id });
  if (deleted.length === 0) throw new AppError('NotFound');
}

/** Gaps between the starter articles' sort orders, so staff can place an article between two. */
const SORT_STEP = 10;

/** Writes the guide the portal starts with, when the guide is empty; returns whether it wrote it. */
export async function seedStarterGuide(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(guideArticles);
  if ((existing?.n ?? 0) > 0) return false;
  for (const [sectionIndex, section] of STARTER_GUIDE.entries()) {
    const [parent] = await db
      .insert(guideArticles)
      .values({ sort: sectionIndex * SORT_STEP, ...titleColumns(section.titles), createdAt: now, updatedAt: now })
      .returning({ id: guideArticles.id });
    if (!parent) throw new Error('guide section insert returned no row');
    await db.insert(guideArticles).values(
      section.articles.map((article, articleIndex) => ({
        parentId: parent.id,
        sort: articleIndex * SORT_STEP,
        ...titleColumns(article.titles),
        ...contentColumns(article.contents),
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return true;
}
