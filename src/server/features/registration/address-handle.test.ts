import { describe, expect, it } from 'vitest';
import { openAddressHandle, sealAddressHandle } from './address-handle';

const handle = { source: 'TRUX', cust: '1001', site: '2', zip: '60044' };

describe('address handles', () => {
  it('opens what it sealed, under the same secret only', () => {
    const sealed = sealAddressHandle('secret-a', handle);
    expect(openAddressHandle('secret-a', sealed)).toEqual(handle);
    expect(openAddressHandle('secret-b', sealed)).toBeNull();
    // the cached key follows a change of secret
    expect(openAddressHandle('secret-b', sealAddressHandle('secret-b', handle))).toEqual(handle);
  });

  it('uses a fresh nonce for every handle, across refills of the nonce pool', () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2000; i++) nonces.add(sealAddressHandle('secret-a', handle).slice(0, 16));
    expect(nonces.size).toBe(2000);
  });

  it('refuses an altered handle', () => {
    const sealed = sealAddressHandle('secret-a', handle);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(openAddressHandle('secret-a', altered)).toBeNull();
  });
});
