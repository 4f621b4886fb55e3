import { z } from 'zod';
import { dictLabelsSchema } from './dictionary.js';
import { type Labels, LOCALES, type Locale } from './locales.js';

/** The guide's articles (spec §7 Column/GetTreeList, shown on /systemConfig/guide). */
export const GUIDE_TITLE_MAX_LENGTH = 200;
export const GUIDE_CONTENT_MAX_LENGTH = 50_000;
/** Sections hold articles, articles hold nothing: the tree is two levels deep. */
export const GUIDE_MAX_DEPTH = 2;

const localized = <T extends z.ZodType>(text: T) =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, T>);

const titlesSchema = localized(z.string().trim().min(1).max(GUIDE_TITLE_MAX_LENGTH));
const contentsSchema = localized(z.string().trim().max(GUIDE_CONTENT_MAX_LENGTH));

/** One node of the tree: a section (with Children) or an article. */
export interface GuideColumnNode {
  Id: string;
  ParentId: string | null;
  Title: string;
  Titles: Labels;
  Sort: number;
  HasContent: boolean;
  Children: GuideColumnNode[];
}

export const guideColumnNodeSchema: z.ZodType<GuideColumnNode> = z.lazy(() =>
  z.object({
    Id: z.uuid(),
    ParentId: z.uuid().nullable(),
    Title: z.string().describe('The title in the language of the request'),
    Titles: dictLabelsSchema.describe('The title in every UI language'),
    Sort: z.number().int(),
    HasContent: z.boolean().describe('False for a section that only groups articles'),
    Children: z.array(guideColumnNodeSchema),
  }),
);

/** One article with its text in every language: limited HTML, which the web sanitizes. */
export const guideArticleSchema = z.object({
  Id: z.uuid(),
  ParentId: z.uuid().nullable(),
  Titles: dictLabelsSchema,
  Contents: dictLabelsSchema.describe('Limited HTML in every UI language; empty for a section'),
  Sort: z.number().int(),
  UpdatedTime: z.iso.datetime(),
});
export type GuideArticle = z.infer<typeof guideArticleSchema>;

export const guideArticleIdQuerySchema = z.object({ id: z.uuid() });

/** Staff: a new section or article. */
export const createGuideArticleRequestSchema = z.object({
  ParentId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null)
    .describe('Absent: a top-level section'),
  Titles: titlesSchema,
  Contents: contentsSchema,
  Sort: z.number().int().min(0).max(9999).default(0),
});

/** Staff: an article's new text and place; it cannot move under another parent. */
export const updateGuideArticleRequestSchema = z.object({
  Id: z.uuid(),
  Titles: titlesSchema,
  Contents: contentsSchema,
  Sort: z.number().int().min(0).max(9999),
});
