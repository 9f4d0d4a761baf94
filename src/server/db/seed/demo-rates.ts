/**
 * Each demo municipality's rate card. The portal setup's default services and the back office's
 * active services are both built from it, so what a resident sees on Billing matches their carts.
 */
export interface SizeRate {
  size: number;
  rate: number;
}

export interface RateCard {
  /** Trash sizes; the first is the portal's default size. */
  trash: readonly SizeRate[];
  additionalCartRate: number;
  recyclingSize: number;
  yardwaste: SizeRate;
  /** The back office also has older carts in these sizes (grandfathered, not offered any more). */
  legacyTrashSizes: readonly SizeRate[];
}

export const RATE_CARDS: Readonly<Record<string, RateCard>> = {
  'demo-lake-bluff': {
    trash: [
      { size: 96, rate: 26.52 },
      { size: 64, rate: 25.26 },
      { size: 35, rate: 24.0 },
    ],
    additionalCartRate: 5.0,
    recyclingSize: 96,
    yardwaste: { size: 95, rate: 18.5 },
    legacyTrashSizes: [{ size: 95, rate: 26.52 }],
  },
  'demo-highwood': {
    trash: [
      { size: 96, rate: 24.75 },
      { size: 65, rate: 23.1 },
      { size: 32, rate: 21.4 },
    ],
    additionalCartRate: 4.5,
    recyclingSize: 96,
    yardwaste: { size: 65, rate: 15.0 },
    legacyTrashSizes: [{ size: 95, rate: 24.75 }],
  },
  'demo-kenosha-pines': {
    trash: [
      { size: 95, rate: 22.9 },
      { size: 65, rate: 21.35 },
      { size: 35, rate: 19.8 },
    ],
    additionalCartRate: 6.25,
    recyclingSize: 95,
    yardwaste: { size: 95, rate: 14.25 },
    legacyTrashSizes: [{ size: 96, rate: 22.9 }],
  },
  'demo-porter-dunes': {
    trash: [
      { size: 96, rate: 28.1 },
      { size: 64, rate: 26.4 },
    ],
    additionalCartRate: 5.5,
    recyclingSize: 64,
    yardwaste: { size: 96, rate: 16.0 },
    legacyTrashSizes: [{ size: 32, rate: 25.0 }],
  },
};

export function rateCardFor(portalId: string): RateCard {
  const card = RATE_CARDS[portalId];
  if (!card) throw new Error(`no rate card for ${portalId}`);
  return card;
}
