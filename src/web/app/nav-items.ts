/**
 * The shell's navigation items (spec 01 §2 Shell). Signed-in items each follow a menu display flag of
 * the customer's portal; visitors get only Register and Login (plus Home on mobile).
 */
import type { Icon } from '@tabler/icons-react';
import {
  IconHelpCircle,
  IconHome,
  IconLifebuoy,
  IconLogin,
  IconMail,
  IconMapPin,
  IconReceipt,
  IconRecycle,
  IconTruck,
  IconUserPlus,
} from '@tabler/icons-react';
import type { TBrandingMenu } from '../../domain/branding';
import { paths } from '../../domain/paths';

export interface NavItem {
  /** i18n key in the shell namespace. */
  labelKey: string;
  to: string;
  icon: Icon;
  /** Match only this exact path (Home). */
  end?: boolean;
}

export type NavVariant = 'desktop' | 'mobile';

/** Who is signed in, as far as the navigation cares. */
export interface NavCustomer {
  uid: string;
  entryType: 'CustomerProfile' | 'EnterpriseCustomerProfile';
}

export function navItems(customer: NavCustomer | null, menu: TBrandingMenu, variant: NavVariant): NavItem[] {
  if (!customer) {
    const guest: NavItem[] = [
      { labelKey: 'nav.register', to: paths.register, icon: IconUserPlus },
      { labelKey: 'nav.login', to: paths.login, icon: IconLogin },
    ];
    return variant === 'mobile'
      ? [{ labelKey: 'nav.home', to: paths.home, icon: IconHome, end: true }, ...guest]
      : guest;
  }
  const customerUid = customer.uid;
  // a resident's My Services page is their Services page: one entry, Services when the portal shows it
  const resident = customer.entryType === 'CustomerProfile';
  const items: Array<NavItem & { show: boolean }> = [
    { labelKey: 'nav.home', to: paths.home, icon: IconHome, end: true, show: menu.showHome },
    {
      labelKey: 'nav.myServices',
      to: paths.myServices(customerUid),
      icon: IconTruck,
      show: menu.showMyServices && !(resident && menu.showLRSServices),
    },
    { labelKey: 'nav.services', to: paths.services, icon: IconRecycle, show: menu.showLRSServices },
    { labelKey: 'nav.support', to: paths.support, icon: IconLifebuoy, show: menu.showSupport },
    { labelKey: 'nav.billing', to: paths.billing(customerUid), icon: IconReceipt, show: menu.showBilling },
    { labelKey: 'nav.faq', to: paths.faq, icon: IconHelpCircle, show: variant === 'desktop' && menu.showFAQ },
    {
      labelKey: variant === 'desktop' ? 'nav.stickerLocations' : 'nav.stickers',
      to: paths.stickers,
      icon: IconMapPin,
      show: menu.showStickerLocations,
    },
  ];
  return items.filter((item) => item.show).map(({ show: _show, ...item }) => item);
}

/**
 * The pages a phone's bottom bar leaves out (the spec's bar has no FAQ), under its "More" item:
 * FAQ when the portal shows it, What Goes Where (issue 32 §3) and Contact Us.
 */
export function moreItems(customer: NavCustomer | null, menu: TBrandingMenu): NavItem[] {
  if (!customer) return [];
  return [
    ...(menu.showFAQ ? [{ labelKey: 'nav.faq', to: paths.faq, icon: IconHelpCircle }] : []),
    // the recycling symbol Services has on the bar: one icon less in the entry script (its budget)
    { labelKey: 'nav.whatGoesWhere', to: paths.whatGoesWhere, icon: IconRecycle },
    { labelKey: 'nav.contactUs', to: paths.contactUs, icon: IconMail },
  ];
}
