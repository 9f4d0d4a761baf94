import { describe, expect, it } from 'vitest';
import items from './roadmap-items.json';
import {
  filterRoadmap,
  ROADMAP_CATEGORIES,
  ROADMAP_QUARTERS,
  ROADMAP_STATUSES,
  roadmapByQuarter,
  roadmapItems,
  roadmapText,
  ZRoadmapItems,
} from './roadmap';

describe('roadmap data file', () => {
  it('matches the schema', () => {
    expect(ZRoadmapItems.safeParse(items).success).toBe(true);
    expect(roadmapItems.length).toBeGreaterThanOrEqual(18);
  });

  it('covers every quarter, category and status of 2025', () => {
    expect(new Set(roadmapItems.map((i) => i.quarter))).toEqual(new Set(ROADMAP_QUARTERS));
    expect(new Set(roadmapItems.map((i) => i.category))).toEqual(new Set(ROADMAP_CATEGORIES));
    expect(new Set(roadmapItems.map((i) => i.status))).toEqual(new Set(ROADMAP_STATUSES));
    expect(roadmapItems.every((i) => i.year === 2025)).toBe(true);
  });

  it('refuses duplicate ids, unknown categories and statuses', () => {
    const one = roadmapItems[0]!;
    expect(ZRoadmapItems.safeParse([one, one]).success).toBe(false);
    expect(ZRoadmapItems.safeParse([{ ...one, category: 'industrial' }]).success).toBe(false);
    expect(ZRoadmapItems.safeParse([{ ...one, status: 'done' }]).success).toBe(false);
    expect(ZRoadmapItems.safeParse([{ ...one, year: 2026 }]).success).toBe(false);
  });
});

describe('roadmap filters', () => {
  it('filters by quarter and by category, together or alone', () => {
    const all = filterRoadmap(roadmapItems, { quarter: 'all', category: 'all' });
    expect(all).toHaveLength(roadmapItems.length);
    const q2 = filterRoadmap(roadmapItems, { quarter: 'Q2', category: 'all' });
    expect(q2.length).toBeGreaterThan(0);
    expect(q2.every((i) => i.quarter === 'Q2')).toBe(true);
    const cx = filterRoadmap(roadmapItems, { quarter: 'all', category: 'cx' });
    expect(cx.every((i) => i.category === 'cx')).toBe(true);
    const both = filterRoadmap(roadmapItems, { quarter: 'Q2', category: 'cx' });
    expect(both).toEqual(q2.filter((i) => i.category === 'cx'));
  });

  it('groups by quarter in timeline order and picks the text language', () => {
    const grouped = roadmapByQuarter(filterRoadmap(roadmapItems, { quarter: 'Q3', category: 'all' }));
    expect(Object.keys(grouped)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(grouped.Q1).toEqual([]);
    expect(grouped.Q3.length).toBeGreaterThan(0);
    expect(roadmapText({ en: 'Hello', es: 'Hola' }, 'es')).toBe('Hola');
    expect(roadmapText({ en: 'Hello', es: 'Hola' }, 'fr')).toBe('Hello');
  });
});
