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

/** Sizes and monthly rates written as "size:rate", e.g. "96:26.52 64:25.26". */
function sizeRates(text: string): SizeRate[] {
  return text.split(' ').map((pair) => {
    const [size, rate] = pair.split(':');
    return { size: Number(size), rate: Number(rate) };
  });
}

function rateCard(
  trash: string,
  additionalCartRate: number,
  recyclingSize: number,
  yardwaste: string,
  legacyTrashSizes: string,
): RateCard {
  return {
    trash: sizeRates(trash),
    additionalCartRate,
    recyclingSize,
    yardwaste: sizeRates(yardwaste)[0]!,
    legacyTrashSizes: sizeRates(legacyTrashSizes),
  };
}

/* prettier-ignore */
export const RATE_CARDS: Readonly<Record<string, RateCard>> = {
  //                              trash sizes:rates         extra cart  recycling  yard waste  legacy trash
  'demo-lake-bluff':    rateCard('96:26.52 64:25.26 35:24', 5.0,        96,        '95:18.5',  '95:26.52'),
  'demo-highwood':      rateCard('96:24.75 65:23.1 32:21.4', 4.5,       96,        '65:15',    '95:24.75'),
  'demo-kenosha-pines': rateCard('95:22.9 65:21.35 35:19.8', 6.25,      95,        '95:14.25', '96:22.9'),
  'demo-porter-dunes':  rateCard('96:28.1 64:26.4',          5.5,       64,        '96:16',    '32:25'),
};

export function rateCardFor(portalId: string): RateCard {
  const card = RATE_CARDS[portalId];
  if (!card) throw new Error(`no rate card for ${portalId}`);
  return card;
}
