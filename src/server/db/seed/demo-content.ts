/**
 * Portal content for the demo portals, in the shapes the content port serves: home (the spec's CMS
 * field names), support, FAQ, services and sticker locations. Images are local files under
 * public/demo/ so the demo works offline.
 */
import type { portalContent } from '../schema/index';
import { DEMO_PORTAL_IDS } from './demo-ids';

export type ContentRow = typeof portalContent.$inferInsert;

const SERVICE_MAP_URL = '/demo/service-map.svg';

interface DropOff {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  generalManager: string;
  mapUrl: string;
  hours: { day: string; open: string }[];
}

const WEEKDAY_HOURS = [
  { day: 'Monday - Friday', open: '8:00 AM - 4:00 PM' },
  { day: 'Saturday', open: 'Closed' },
  { day: 'Sunday', open: 'Closed' },
];

/** An OpenStreetMap embed around a point; https, no key needed. */
function osmEmbed(lat: number, lon: number): string {
  const d = 0.006;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(4)).join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(4)}%2C${lon.toFixed(4)}`;
}

interface PortalStory {
  portalId: string;
  title: string;
  town: string;
  collectionDay: string;
  yardWaste: boolean;
  dropOffs: DropOff[];
  stickers: { Title: string; Address: string; lat: number; lon: number }[];
}

function homeContent(story: PortalStory) {
  return {
    HomePage_Header: `Welcome to ${story.title} Waste & Recycling`,
    HomePage_Description: `Manage your trash, recycling${story.yardWaste ? ' and yard waste' : ''} service for ${story.town} in one place: check your pickup day, change a cart, report a missed pickup or put your service on hold while you travel.`,
    HomePage_MainContent: [
      {
        id: 1,
        Title: 'Your collection day',
        Content: `Most of ${story.town} is collected on ${story.collectionDay}. Please have carts at the curb by 6:00 AM, lids closed and handles facing your home. Holidays push collection back one day for the rest of that week.`,
      },
      {
        id: 2,
        Title: 'Recycle right',
        Content:
          'Empty and rinse bottles, cans and jars. Flatten cardboard. Keep plastic bags, cords and hoses out of the recycling cart: they wrap around sorting equipment.',
      },
      {
        id: 3,
        Title: 'Changing a cart size',
        Content:
          'Open Services to choose a larger or smaller trash cart or to add an extra cart. Changes are delivered within two weeks and show on your next bill.',
      },
    ],
    HomePage_CallOutBoxes: [
      {
        id: 1,
        Header: 'Accepted in recycling',
        Kind: 'accepted' as const,
        Bullets: [
          'Paper and flattened cardboard',
          'Plastic bottles and jugs #1, #2, #5',
          'Aluminum and steel cans',
          'Glass bottles and jars',
        ],
      },
      {
        id: 2,
        Header: 'Never in any cart',
        Kind: 'not-accepted' as const,
        Bullets: ['Batteries and electronics', 'Paint, oil and chemicals', 'Propane tanks', 'Medical sharps'],
      },
      ...(story.yardWaste
        ? [
            {
              id: 3,
              Header: 'Yard waste season',
              Kind: 'info' as const,
              Bullets: [
                'April 1 through the last week of November',
                'Grass, leaves and brush in the yard waste cart',
                'Bundles up to 4 ft long and 50 lb',
              ],
            },
          ]
        : []),
    ],
    HomePage_ServiceMapThumbNail: {
      title: `${story.title} collection map`,
      thumbnail_width: 250,
      image: {
        url: SERVICE_MAP_URL,
        name: 'service-map.svg',
        alternativeText: `Map of collection days in ${story.town}`,
        width: 1200,
        formats: { thumbnail: { url: SERVICE_MAP_URL } },
      },
    },
  };
}

function supportContent(story: PortalStory) {
  return {
    title: 'LRS SUPPORT',
    intro: `Find drop-off locations and the collection map for ${story.town}. For anything else, call us or use Contact Us.`,
    serviceMap: {
      title: 'Service Map',
      description: `Collection days by neighborhood in ${story.town}. Download the map to keep a copy.`,
      imageUrl: SERVICE_MAP_URL,
    },
    dropOffLocations: story.dropOffs,
  };
}

function faqContent(story: PortalStory) {
  const items = [
    {
      title: 'What time should my carts be at the curb?',
      body: 'By 6:00 AM on your collection day, and no earlier than the evening before. Leave 3 feet between carts and keep them clear of mailboxes and parked cars.',
    },
    {
      title: 'My pickup was missed. What do I do?',
      body: 'Open Services, choose the service that was missed and use Missed Pickup by the end of the next business day. We will return within one business day.',
    },
    {
      title: 'How do holidays change my collection day?',
      body: 'Collection slides one day later after New Year’s Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas, for the rest of that week.',
    },
    {
      title: 'Can I get a second trash cart?',
      body: 'Yes. Choose Additional Carts on the trash service. The cart rental is added to your bill each period until you return the cart.',
    },
    {
      title: 'How do I put my service on hold while I travel?',
      body: 'Use Vacation Stop/Restart on your service card and give us the dates you will be away. Carts are not collected during the hold.',
    },
    {
      title: 'My cart is cracked or the lid is broken.',
      body: 'Use Damaged/Replace on the service card and tell us what is wrong. Replacement carts are delivered within 5 business days at no cost when the damage is from normal use.',
    },
    {
      title: 'Where can I take electronics and batteries?',
      body: `Electronics and household batteries are accepted at the drop-off locations listed on the Support page, not in curbside carts.`,
    },
    {
      title: 'How do I change my contact details or billing address?',
      body: 'Open My Account from the profile menu, choose Edit, make the change and Save Changes. Your e-mail address is your sign-in and cannot be changed there.',
    },
  ];
  if (story.yardWaste) {
    items.push({
      title: 'When is yard waste collected?',
      body: `Yard waste is collected on your regular day from April 1 through the last full week of November. Extra bags need a ${story.town} yard waste sticker.`,
    });
  }
  return { title: 'FREQUENTLY ASKED QUESTIONS', items: items.map((item, i) => ({ id: i + 1, ...item })) };
}

function servicesContent(story: PortalStory) {
  return {
    title: 'LRS SERVICES',
    description: `Residential collection in ${story.town}: weekly trash and recycling${story.yardWaste ? ', seasonal yard waste' : ''}, and pickups on request.`,
    sections: [
      {
        id: 1,
        title: 'Trash',
        body: 'Weekly curbside collection in a hauler-provided cart. Choose the cart size that fits your household; smaller carts cost less.',
      },
      {
        id: 2,
        title: 'Recycling',
        body: 'Single-stream recycling every week: paper, cardboard, bottles, cans and jars together in one cart.',
      },
      ...(story.yardWaste
        ? [
            {
              id: 3,
              title: 'Yard Waste',
              body: 'Grass, leaves, brush and garden trimmings, collected weekly in season.',
            },
          ]
        : []),
      {
        id: 4,
        title: 'Bulk items',
        body: 'Furniture, mattresses and appliances are collected on request for a fee. Schedule with Request Pickup.',
      },
    ],
  };
}

function stickerContent(story: PortalStory) {
  return {
    title: 'STICKER LOCATIONS',
    description: `Yard waste and bulk item stickers for ${story.town} are sold at the locations below. **Bring your account number** and pay by cash or card. **Stickers are valid for the current season only.**`,
    locations: story.stickers.map((s) => ({
      Title: s.Title,
      Address: s.Address,
      Embed_URL: osmEmbed(s.lat, s.lon),
    })),
  };
}

const STORIES: PortalStory[] = [
  {
    portalId: DEMO_PORTAL_IDS.lakeBluff,
    title: 'Village of Lake Bluff',
    town: 'Lake Bluff',
    collectionDay: 'Tuesday',
    yardWaste: true,
    dropOffs: [
      {
        name: 'Lake Bluff Public Works Yard',
        address: '1000 N Sheridan Rd',
        city: 'Lake Bluff',
        state: 'IL',
        zipCode: '60044',
        phoneNumber: '(847) 555-0150',
        generalManager: 'Renee Castillo',
        mapUrl: osmEmbed(42.2836, -87.8412),
        hours: WEEKDAY_HOURS,
      },
      {
        name: 'North Chicago Recycling Center',
        address: '1800 Argonne Dr',
        city: 'North Chicago',
        state: 'IL',
        zipCode: '60064',
        phoneNumber: '(847) 555-0151',
        generalManager: 'Walter Greene',
        mapUrl: osmEmbed(42.3256, -87.8542),
        hours: WEEKDAY_HOURS,
      },
    ],
    stickers: [
      {
        Title: 'Lake Bluff Village Hall',
        Address: '40 E Center Ave, Lake Bluff, IL 60044',
        lat: 42.2789,
        lon: -87.8346,
      },
      {
        Title: 'Lake Bluff Hardware',
        Address: '20 E Scranton Ave, Lake Bluff, IL 60044',
        lat: 42.2782,
        lon: -87.8351,
      },
      {
        Title: 'Lake Forest City Hall',
        Address: '220 E Deerpath, Lake Forest, IL 60045',
        lat: 42.2361,
        lon: -87.8381,
      },
    ],
  },
  {
    portalId: DEMO_PORTAL_IDS.highwood,
    title: 'City of Highwood',
    town: 'Highwood',
    collectionDay: 'Monday',
    yardWaste: true,
    dropOffs: [
      {
        name: 'Highwood Transfer Station',
        address: '425 Sheridan Rd',
        city: 'Highwood',
        state: 'IL',
        zipCode: '60040',
        phoneNumber: '(847) 555-0160',
        generalManager: 'Ivan Petrovic',
        mapUrl: osmEmbed(42.2042, -87.8093),
        hours: WEEKDAY_HOURS,
      },
    ],
    stickers: [
      {
        Title: 'Highwood City Hall',
        Address: '17 Highwood Ave, Highwood, IL 60040',
        lat: 42.2053,
        lon: -87.8092,
      },
      {
        Title: 'Highland Park Public Library',
        Address: '494 Laurel Ave, Highland Park, IL 60035',
        lat: 42.1853,
        lon: -87.7968,
      },
    ],
  },
  {
    portalId: DEMO_PORTAL_IDS.kenoshaPines,
    title: 'Town of Kenosha Pines',
    town: 'Kenosha Pines',
    collectionDay: 'Wednesday',
    yardWaste: true,
    dropOffs: [
      {
        name: 'Kenosha Pines Drop-Off Center',
        address: '8600 Green Bay Rd',
        city: 'Pleasant Prairie',
        state: 'WI',
        zipCode: '53158',
        phoneNumber: '(262) 555-0170',
        generalManager: 'Helen Brandt',
        mapUrl: osmEmbed(42.5521, -87.8873),
        hours: WEEKDAY_HOURS,
      },
      {
        name: 'Bristol Compost Site',
        address: '19800 83rd St',
        city: 'Bristol',
        state: 'WI',
        zipCode: '53104',
        phoneNumber: '(262) 555-0171',
        generalManager: 'Luis Ortega',
        mapUrl: osmEmbed(42.5578, -88.0506),
        hours: [
          { day: 'Wednesday & Saturday', open: '8:00 AM - 4:00 PM' },
          { day: 'Other days', open: 'Closed' },
        ],
      },
    ],
    stickers: [
      {
        Title: 'Kenosha Pines Town Office',
        Address: '5100 Washington Rd, Kenosha, WI 53140',
        lat: 42.6066,
        lon: -87.8645,
      },
      {
        Title: 'Pleasant Prairie Village Hall',
        Address: '9915 39th Ave, Pleasant Prairie, WI 53158',
        lat: 42.5356,
        lon: -87.8726,
      },
      {
        Title: 'Bristol Municipal Building',
        Address: '19801 83rd St, Bristol, WI 53104',
        lat: 42.5583,
        lon: -88.0497,
      },
    ],
  },
  {
    portalId: DEMO_PORTAL_IDS.porterDunes,
    title: 'Town of Porter Dunes',
    town: 'Porter Dunes',
    collectionDay: 'Thursday',
    yardWaste: false,
    dropOffs: [
      {
        name: 'Duneland Recycling Depot',
        address: '1200 Indian Boundary Rd',
        city: 'Chesterton',
        state: 'IN',
        zipCode: '46304',
        phoneNumber: '(219) 555-0180',
        generalManager: 'Grace Whitfield',
        mapUrl: osmEmbed(41.6103, -87.0542),
        hours: WEEKDAY_HOURS,
      },
    ],
    stickers: [
      {
        Title: 'Porter Dunes Town Hall',
        Address: '303 Franklin St, Michigan City, IN 46360',
        lat: 41.7164,
        lon: -86.9069,
      },
    ],
  },
];

/** Content rows for every demo portal, the enterprise portal included. */
export function buildDemoContent(): ContentRow[] {
  const rows: ContentRow[] = STORIES.map((story) => ({
    portalId: story.portalId,
    home: homeContent(story),
    support: supportContent(story),
    faq: faqContent(story),
    services: servicesContent(story),
    stickers: stickerContent(story),
    updatedBy: 'seed',
  }));
  const enterpriseStory: PortalStory = {
    ...STORIES[0]!,
    title: 'LRS Commercial',
    town: 'your locations',
    yardWaste: false,
  };
  rows.push({
    portalId: DEMO_PORTAL_IDS.enterprise,
    home: homeContent(enterpriseStory),
    support: {
      ...supportContent(enterpriseStory),
      intro: 'Your account team and our dispatch center are here for every location you manage.',
    },
    faq: {
      title: 'FREQUENTLY ASKED QUESTIONS',
      items: [
        {
          id: 1,
          title: 'How do I request an extra pickup for one site?',
          body: 'Open My Services, find the site, open Actions and choose Request Extra Pickup.',
        },
        {
          id: 2,
          title: 'Why is a service shown as Non Regular Service?',
          body: 'On-call services such as roll-off hauls have no fixed day. Switch off Show only regular services to see them.',
        },
        {
          id: 3,
          title: 'Can I export my services?',
          body: 'Yes. Export Report downloads every service matching your filters as a spreadsheet.',
        },
        {
          id: 4,
          title: 'Who is my sales representative?',
          body: 'Their name, e-mail and phone are shown at the top of My Services.',
        },
        {
          id: 5,
          title: 'How do I add a new location?',
          body: 'Contact your sales representative; new locations are set up in our back office first.',
        },
        {
          id: 6,
          title: 'How are rates totaled?',
          body: 'Total Rate adds the rate times quantity of every service that matches your filters.',
        },
      ],
    },
    services: {
      title: 'LRS SERVICES',
      description: 'Commercial waste, recycling, organics, roll-off and portable restroom services.',
      sections: [],
    },
    stickers: { title: 'STICKER LOCATIONS', description: '', locations: [] },
    updatedBy: 'seed',
  });
  return rows;
}
