import type { AppContext } from '../context';
import { seedDemo } from './seed';

/** Seeds the demo hauler when the database has no portal yet (a first start). */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<void> {
  await seedDemo(ctx.db);
}
