import { describe, expect, it } from 'vitest';
import { ZPortalSetupCreate } from '../../../domain/portal-setup';
import { zodFormResolver } from './zod-form-resolver';

describe('zodFormResolver', () => {
  const validate = zodFormResolver(ZPortalSetupCreate);
  const valid = ZPortalSetupCreate.parse({ portalTitle: 'Lake Bluff', currentRatesYear: 2025 });

  it('passes a valid setup', () => {
    expect(validate(valid)).toEqual({});
  });

  it('puts each issue on the dotted path the form inputs read, first issue first', () => {
    const errors = validate({
      ...valid,
      portalTitle: ' ',
      searchZipCodes: ['60044', '6004'],
      defaultTrashService: { ...valid.defaultTrashService, CM05_RATE: -1 },
      defaultDemurrageDays: 1.5,
    });
    expect(errors).toMatchObject({
      portalTitle: 'Portal title is required',
      'searchZipCodes.1': 'Please enter a valid 5-digit ZIP code.',
      'defaultTrashService.CM05_RATE': 'A rate cannot be negative',
    });
    expect(errors.defaultDemurrageDays).toBeTruthy();
  });

  it('translates with messageOf', () => {
    const translated = zodFormResolver(
      ZPortalSetupCreate,
      (issue) => `T:${issue.message}`,
    )({ ...valid, portalTitle: '' });
    expect(translated.portalTitle).toBe('T:Portal title is required');
  });
});
