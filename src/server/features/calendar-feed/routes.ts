/** The personal calendar feed (issue 14). Being built: no routes yet. */
import type { FeatureRoutes } from '../types';

export const calendarFeedRoutes: FeatureRoutes = async () => {};
