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
