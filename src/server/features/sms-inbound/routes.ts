/** Replies to texts: STOP and START (issue 14). Being built: no routes yet. */
import type { FeatureRoutes } from '../types';

export const smsInboundRoutes: FeatureRoutes = async () => {};
