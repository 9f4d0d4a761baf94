/**
 * The product roadmap shown in the Admin Center (spec 03 §2.4): a quarterly timeline Q1–Q4 2025,
 * filtered by quarter and category. The items are a data file in the repository, checked by the schema
 * below when it is loaded (and by a unit test).
 */
import { z } from 'zod';
import items from './roadmap-items.json';

export const ROADMAP_YEAR = 2025;
export const ROADMAP_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export const ROADMAP_CATEGORIES = [
  'residential',
  'commercial',
  'cx',
  'sales',
  'marketing',
  'muni',
  'publicSite',
] as const;
export const ROADMAP_STATUSES = ['completed', 'in-progress', 'planned'] as const;

export const ZRoadmapQuarter = z.enum(ROADMAP_QUARTERS);
export const ZRoadmapCategory = z.enum(ROADMAP_CATEGORIES);
export const ZRoadmapStatus = z.enum(ROADMAP_STATUSES);
export type TRoadmapQuarter = z.infer<typeof ZRoadmapQuarter>;
export type TRoadmapCategory = z.infer<typeof ZRoadmapCategory>;
export type TRoadmapStatus = z.infer<typeof ZRoadmapStatus>;

/** A text in every language the web app offers (English and Spanish). */
export const ZRoadmapText = z.object({ en: z.string().min(1).max(300), es: z.string().min(1).max(300) });
export type TRoadmapText = z.infer<typeof ZRoadmapText>;

export const ZRoadmapItem = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: ZRoadmapText,
  description: ZRoadmapText,
  year: z.literal(ROADMAP_YEAR),
  quarter: ZRoadmapQuarter,
  category: ZRoadmapCategory,
  status: ZRoadmapStatus,
  /** The page that delivers the feature, when there is one: it cannot be completed while still a stand-in. */
  page: z.string().startsWith('/').optional(),
});
export type TRoadmapItem = z.infer<typeof ZRoadmapItem>;

export const ZRoadmapItems = z
  .array(ZRoadmapItem)
  .min(1)
  .refine((list) => new Set(list.map((i) => i.id)).size === list.length, {
    error: 'Roadmap item ids must be unique.',
  });

/** Every roadmap item, in file order. Throws at load if the file does not match the schema. */
export const roadmapItems: readonly TRoadmapItem[] = ZRoadmapItems.parse(items);

export interface RoadmapFilter {
  quarter: TRoadmapQuarter | 'all';
  category: TRoadmapCategory | 'all';
}

export function filterRoadmap(list: readonly TRoadmapItem[], filter: RoadmapFilter): TRoadmapItem[] {
  return list.filter(
    (i) =>
      (filter.quarter === 'all' || i.quarter === filter.quarter) &&
      (filter.category === 'all' || i.category === filter.category),
  );
}

/** The text in the given language, English when that language is missing. */
export function roadmapText(text: TRoadmapText, language: string): string {
  return language in text ? text[language as keyof TRoadmapText] : text.en;
}

/** Items grouped by quarter, in timeline order (every quarter present, possibly empty). */
export function roadmapByQuarter(list: readonly TRoadmapItem[]): Record<TRoadmapQuarter, TRoadmapItem[]> {
  const grouped = { Q1: [], Q2: [], Q3: [], Q4: [] } as Record<TRoadmapQuarter, TRoadmapItem[]>;
  for (const item of list) grouped[item.quarter].push(item);
  return grouped;
}
