/** Pickup reminders (issue 14). Being built: no routes yet. */
import type { FeatureRoutes } from '../types';

export const pickupReminderRoutes: FeatureRoutes = async () => {};
