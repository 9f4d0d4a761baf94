/**
 * The three cart services. A module of its own so that the service changes, the portal setup and the
 * pickup calendar's holiday rules can all name them without importing each other (issue 29).
 */
import { z } from 'zod';

export const SERVICE_TYPES = ['trash', 'recycling', 'yardwaste'] as const;
export const ZServiceType = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof ZServiceType>;
