/**
 * How staff screens name a customer profile: who it is (uid, name, e-mail, phone) and where it lives
 * (street, city, ZIP code; each null when the profile has none). The tickets desk, the claims queue,
 * the address-proof list and Customer Profiles compose their rows from these.
 */
import { z } from 'zod';
import { fieldsOf } from './fields-of';

export const ZCustomerContact = z.object(fieldsOf(['uid', 'name', 'email', 'phone'], z.string()));
export type TCustomerContact = z.infer<typeof ZCustomerContact>;

export const ZProfileAddress = z.object(fieldsOf(['street', 'city', 'zipCode'], z.string().nullable()));
export type TProfileAddress = z.infer<typeof ZProfileAddress>;
