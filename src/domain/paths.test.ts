import { describe, expect, it } from 'vitest';
import { isClientRoute, paths } from './paths';

describe('isClientRoute', () => {
  it('knows every page of the app, in any letter case, and nothing else', () => {
    for (const path of [paths.home, paths.faq, paths.admin.dashboard, paths.billing('c-1'), '/services']) {
      expect(isClientRoute(path), path).toBe(true);
    }
    expect(isClientRoute(paths.admin.editCustomerSetup('p 1'))).toBe(true);
    for (const path of ['/nope', '/Billing', '/Billing/a/b', '/admin/nope', '/FAQ/more']) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
