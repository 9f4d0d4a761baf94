import { describe, expect, it } from 'vitest';
import { ALL_MENU_ITEMS_ON } from '../../domain/branding';
import { moreItems, navItems, type NavCustomer } from './nav-items';

const enterprise = (uid: string): NavCustomer => ({ uid, entryType: 'EnterpriseCustomerProfile' });
const resident: NavCustomer = { uid: 'r1', entryType: 'CustomerProfile' };

const labels = (items: ReturnType<typeof navItems>) => items.map((i) => i.labelKey.replace('nav.', ''));

describe('navItems', () => {
  it('offers visitors Register and Login, plus Home on mobile', () => {
    expect(labels(navItems(null, ALL_MENU_ITEMS_ON, 'desktop'))).toEqual(['register', 'login']);
    expect(labels(navItems(null, ALL_MENU_ITEMS_ON, 'mobile'))).toEqual(['home', 'register', 'login']);
  });

  it('gives signed-in enterprise customers the spec items on each bar', () => {
    expect(labels(navItems(enterprise('u1'), ALL_MENU_ITEMS_ON, 'desktop'))).toEqual([
      'home',
      'myServices',
      'services',
      'support',
      'billing',
      'faq',
      'stickerLocations',
    ]);
    expect(labels(navItems(enterprise('u1'), ALL_MENU_ITEMS_ON, 'mobile'))).toEqual([
      'home',
      'myServices',
      'services',
      'support',
      'billing',
      'stickers',
    ]);
  });

  it('links My Services and Billing to the customer', () => {
    const items = navItems(enterprise('abc 1'), ALL_MENU_ITEMS_ON, 'desktop');
    expect(items.find((i) => i.labelKey === 'nav.myServices')?.to).toBe('/MyServices/abc%201');
    expect(items.find((i) => i.labelKey === 'nav.billing')?.to).toBe('/Billing/abc%201');
  });

  it('hides each item whose menu flag is off; Stickers follows showStickerLocations', () => {
    const menu = {
      ...ALL_MENU_ITEMS_ON,
      showHome: false,
      showLRSServices: false,
      showStickerLocations: false,
    };
    expect(labels(navItems(enterprise('u1'), menu, 'desktop'))).toEqual([
      'myServices',
      'support',
      'billing',
      'faq',
    ]);
    expect(labels(navItems(enterprise('u1'), menu, 'mobile'))).toEqual(['myServices', 'support', 'billing']);
  });

  it('gives a resident one entry for their services: Services, or My Services when Services is hidden', () => {
    expect(labels(navItems(resident, ALL_MENU_ITEMS_ON, 'desktop'))).toEqual([
      'home',
      'services',
      'support',
      'billing',
      'faq',
      'stickerLocations',
    ]);
    const noServices = { ...ALL_MENU_ITEMS_ON, showLRSServices: false };
    expect(labels(navItems(resident, noServices, 'mobile'))).toEqual([
      'home',
      'myServices',
      'support',
      'billing',
      'stickers',
    ]);
  });

  it('puts FAQ (when shown), What Goes Where and Contact Us under More on a phone, for signed-in customers only', () => {
    expect(labels(moreItems(resident, ALL_MENU_ITEMS_ON))).toEqual(['faq', 'whatGoesWhere', 'contactUs']);
    expect(labels(moreItems(resident, { ...ALL_MENU_ITEMS_ON, showFAQ: false }))).toEqual([
      'whatGoesWhere',
      'contactUs',
    ]);
    expect(moreItems(null, ALL_MENU_ITEMS_ON)).toEqual([]);
  });
});
