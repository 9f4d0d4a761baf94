import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaFormErrors } from './schema-form-errors';

const schema = z.object({
  name: z.string().min(1, 'Name is required').max(3, 'Name is too long'),
  address: z.object({ zip: z.string().regex(/^\d{5}$/, 'ZIP must be 5 digits') }),
});
const upper = (message: string) => message.toUpperCase();

describe('schemaFormErrors', () => {
  it('is empty when the values pass', () => {
    expect(schemaFormErrors(schema, { name: 'Al', address: { zip: '60044' } }, upper)).toEqual({});
  });

  it('keys each field by its dotted path, with its first issue in the words given', () => {
    expect(schemaFormErrors(schema, { name: '', address: { zip: '6' } }, upper)).toEqual({
      name: 'NAME IS REQUIRED',
      'address.zip': 'ZIP MUST BE 5 DIGITS',
    });
  });
});
