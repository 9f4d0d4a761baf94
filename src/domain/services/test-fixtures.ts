/** Default services shared by the service rule tests (parsed the way a stored portal setup is). */
import { ZDefaultService } from '../portal-setup';
import type { TDefaultService, TDefaultServiceInput } from '../portal-setup';

export function defaultService(overrides: Partial<TDefaultServiceInput> = {}): TDefaultService {
  return ZDefaultService.parse({
    value: 1,
    CM05_TYPE: 'RG',
    CM05_SIZE: 96,
    CM05_RATE: 26.52,
    additionalCartRate: 5,
    alsoAvailable: [
      { size: 64, rate: 25.26, additionalCartRate: 4.5 },
      { size: 35, rate: 24, additionalCartRate: 4 },
    ],
    allowAdditionalCart: true,
    ...overrides,
  });
}

/** The note (SC02) a filed ticket carries, as the tests expect it; `system` marks a system note. */
export function expectedIssueNote(date: string, user: string, text: string, system: boolean) {
  return { SC02_DATE: date, SC02_USER: user, SC02_TEXT: text, SC02_SYSNOTE: system };
}

/** The system note of an undelivered-cart ticket. */
export const UNDELIVERED_CART_NOTE = 'UNDELIVERED CART COMPLAINT - CUSTOMER REQUESTING DELIVERY';
