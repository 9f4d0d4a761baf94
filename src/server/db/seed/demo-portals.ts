/**
 * The demo portal setups: four municipalities and the shared enterprise portal. Between them they
 * exercise every display option the customer screens read (hidden menu items, hidden services,
 * custom and fallback contact details, restricted changes, disabled and hidden service requests).
 */
import {
  ENTERPRISE_PORTAL_TITLE,
  ZPortalSetup,
  type TPortalSetup,
  type TPortalSetupInput,
  type TDefaultServiceInput,
} from '../../../domain/portal-setup';
import { DEMO_PORTAL_IDS } from './demo-ids';
import { rateCardFor } from './demo-rates';
import { MUNICIPALITY_AREAS } from './geography';

function zipsOf(portalId: string): string[] {
  return MUNICIPALITY_AREAS.find((a) => a.portalId === portalId)!.zips.map((z) => z.zip);
}

function areaOf(portalId: string) {
  return MUNICIPALITY_AREAS.find((a) => a.portalId === portalId)!;
}

/** Default services from the municipality's rate card. */
function defaultServicesFor(
  portalId: string,
): Pick<TPortalSetupInput, 'defaultTrashService' | 'defaultRecyclingService' | 'defaultYardwasteService'> {
  const card = rateCardFor(portalId);
  const [standard, ...smaller] = card.trash;
  const trash: TDefaultServiceInput = {
    value: 1,
    CM05_TYPE: 'RG',
    CM05_SIZE: standard!.size,
    CM05_RATE: standard!.rate,
    additionalCartRate: card.additionalCartRate,
    alsoAvailable: smaller.map((s) => ({
      size: s.size,
      rate: s.rate,
      additionalCartRate: card.additionalCartRate,
    })),
    billingFrequency: 'monthly',
    allowAdditionalCart: true,
  };
  return {
    defaultTrashService: trash,
    defaultRecyclingService: {
      value: 2,
      CM05_TYPE: 'RR',
      CM05_SIZE: card.recyclingSize,
      customerOwned: true,
      billingFrequency: 'monthly',
      allowAdditionalCart: true,
      additionalCartRate: 0,
      alsoAvailable: [{ size: 64, rate: 0, additionalCartRate: 0 }],
    },
    defaultYardwasteService: {
      value: 3,
      CM05_TYPE: 'RY',
      CM05_SIZE: card.yardwaste.size,
      CM05_RATE: card.yardwaste.rate,
      billingFrequency: 'seasonal',
      includesAdditionalInfo: true,
    },
  };
}

/** Five working days: the last pickup of a weekly route can always be reported until the next one. */
export const DEMO_MISSED_PICKUP_WINDOW_DAYS = 5;

function residentialBase(portalId: string, title: string, routingCustomer: string, salesRep: string) {
  const area = areaOf(portalId);
  return {
    id: portalId,
    portalType: 'residential' as const,
    portalTitle: title,
    searchZipCodes: zipsOf(portalId),
    defaultRoutingCustomerID: routingCustomer,
    defaultServiceCustomerID: String(Number(routingCustomer) + 1),
    defaultSalesRepID: salesRep,
    defaultSourceDatabase: area.source,
    ...defaultServicesFor(portalId),
    // The demo hauler takes missed-pickup reports for a working week (issue 32 §2; the product's default
    // is two working days): a report on any day is then about the last pickup, so the demo and the
    // journeys that file one work whatever the weekday.
    collectionDay: { missedPickupWindowDays: DEMO_MISSED_PICKUP_WINDOW_DAYS, exceptionTexts: {} },
  };
}

/** Builds the five demo setups for the given rates year (the current year when seeding). */
export function buildDemoPortalSetups(ratesYear: number): TPortalSetup[] {
  const inputs: TPortalSetupInput[] = [
    {
      // The fallback portal: everything on, custom contact details and social links.
      ...residentialBase(DEMO_PORTAL_IDS.lakeBluff, 'Village of Lake Bluff', '26898', '5171'),
      currentRatesYear: ratesYear,
      isDefault: true,
      additionalServices: [
        { name: 'Bulk Item Pickup', serviceCode: 'BLK', rate: 35, billingFrequency: 'per service' },
        { name: 'Appliance Pickup (with freon)', serviceCode: 'APF', rate: 55, billingFrequency: 'each' },
        { name: 'Holiday Tree Collection', serviceCode: 'XMT', rate: 0, billingFrequency: 'seasonal' },
        { name: 'Backdoor Service', serviceCode: 'BDS', rate: 12.5, billingFrequency: 'monthly' },
      ],
      displayOptions: {
        contactInfo: {
          email: 'lakebluff@curbside.demo',
          phone: '+18475550142',
          phoneDisplay: '(847) 555-0142',
          website: 'https://www.lakebluff.example.org/public-works',
          websiteDisplay: 'lakebluff.example.org',
        },
        socialMedia: {
          facebook: 'https://www.facebook.com/VillageOfLakeBluffDemo',
          linkedin: '',
          instagram: 'https://www.instagram.com/lakebluffdemo',
          twitter: 'https://x.com/lakebluffdemo',
          youtube: '',
        },
      },
    },
    {
      // Changes closed for the season: Change Service and Additional Carts are locked; two request
      // actions are off and shown greyed (disable-only). Empty contact strings fall back to the company's.
      ...residentialBase(DEMO_PORTAL_IDS.highwood, 'City of Highwood', '27140', '5172'),
      currentRatesYear: ratesYear,
      additionalServices: [
        { name: 'Bulk Item Pickup', serviceCode: 'BLK', rate: 40, billingFrequency: 'per service' },
        { name: 'Extra Yard Waste Sticker', serviceCode: 'YWS', rate: 3.25, billingFrequency: 'each' },
      ],
      displayOptions: {
        menuDisplay: { showStickerLocations: false },
        contactInfo: { email: '', phone: '', phoneDisplay: '', website: '', websiteDisplay: '' },
        socialMedia: { facebook: '', linkedin: '', instagram: '', twitter: '', youtube: '' },
        restrictChanges: {
          enabled: true,
          stopChangeDate: '2026-01-15',
          restrictionMessage:
            'Cart changes for this year closed on January 15. Please contact customer service for assistance.',
        },
        allowServiceRequests: {
          enabled: true,
          requestPickup: true,
          missedPickup: true,
          vacationStop: false,
          damagedReplace: false,
          disabledDisplay: 'disable-only',
        },
      },
    },
    {
      // Missed pickups and pickup requests go through the village office: those actions are hidden.
      ...residentialBase(DEMO_PORTAL_IDS.kenoshaPines, 'Town of Kenosha Pines', '31522', '5184'),
      currentRatesYear: ratesYear,
      defaultBillingCycle: 'QA',
      defaultServiceWeekCode: '2',
      additionalServices: [
        { name: 'Bulk Item Pickup', serviceCode: 'BLK', rate: 30, billingFrequency: 'per service' },
        { name: 'Electronics Recycling Pickup', serviceCode: 'ELE', rate: 25, billingFrequency: 'each' },
        { name: 'Compost Cart', serviceCode: 'CMP', rate: 9.5, billingFrequency: '4months' },
      ],
      displayOptions: {
        // Only the e-mail is custom; the phone and website fall back to the company's.
        contactInfo: {
          email: 'kenoshapines@curbside.demo',
          phone: '',
          phoneDisplay: '',
          website: '',
          websiteDisplay: '',
        },
        allowServiceRequests: {
          enabled: true,
          requestPickup: false,
          missedPickup: false,
          vacationStop: true,
          damagedReplace: true,
          disabledDisplay: 'disable-and-hide',
        },
      },
    },
    {
      // No yard waste program, no extra services offered, rates hidden.
      ...residentialBase(DEMO_PORTAL_IDS.porterDunes, 'Town of Porter Dunes', '33810', '5203'),
      currentRatesYear: ratesYear,
      defaultBusinessCode: 'MU',
      additionalServices: [
        { name: 'Bulk Item Pickup', serviceCode: 'BLK', rate: 45, billingFrequency: 'per service' },
      ],
      displayOptions: {
        serviceDisplay: { showYardwaste: false },
        showAdditionalServices: false,
        showSeasonalServices: false,
        showRates: false,
        allowServiceRequests: { enabled: false },
      },
    },
    {
      id: DEMO_PORTAL_IDS.enterprise,
      portalType: 'enterprise',
      portalTitle: ENTERPRISE_PORTAL_TITLE,
      customerType: 'CO',
      searchZipCodes: [],
      currentRatesYear: ratesYear,
      defaultBusinessCode: 'CO',
      defaultServiceCategory: 'CO',
      defaultSourceDatabase: 'TRUX_LR_COMP',
      defaultSalesRepID: '5180',
      enterpriseContractTerm: 36,
      enterpriseSLA: 'priority',
      consolidatedBilling: true,
      multiLocationSupport: true,
      displayOptions: {
        // Enterprise users land on My Services.
        menuDisplay: { showHome: false, showLRSServices: false, showStickerLocations: false },
      },
    },
  ];
  return inputs.map((input) => ZPortalSetup.parse(input));
}
