/** Every feature's routes, in mount order. A new feature adds one line here. */
import type { FeatureRoutes } from './types';
import { healthRoutes } from './health/routes';

export const featureRoutes: FeatureRoutes[] = [healthRoutes];
