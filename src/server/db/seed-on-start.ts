import type { AppContext } from '../app-context';
import { seedDemo } from './seed';

/**
 * Seeds the demo hauler when the database has no portal yet (a first start), only in demo mode with
 * SEED_DEMO on: its accounts share a published password, so outside demo mode they would let anyone in.
 * Returns whether it seeded.
 */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  if (!ctx.config.demoMode || !ctx.config.SEED_DEMO) return false;
  const result = await seedDemo(ctx.db);
  return result.seeded;
}
