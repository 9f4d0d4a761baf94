/**
 * One Services card per default service (spec 02 §2.1, §4.1): the portal's default service, the
 * customer's requested changes and the back office's active records, put through the domain rules.
 */
import { SERVICE_VALUES, type TDefaultService, type TPortalSetup } from '../../../domain/portal-setup';
import type { TCustomerServiceRecord } from '../../../domain/back-office';
import { dayOfServiceLabel } from '../../../domain/services/enterprise';
import {
  additionalCartSizes,
  additionalCartsAllowed,
  changeServiceSizes,
  SERVICE_TYPES,
  type ServiceType,
  type SizeOption,
  type TServiceChanges,
} from '../../../domain/services/service-changes';
import { deriveServiceStatus, type ServiceLine } from '../../../domain/services/service-status';
import {
  SERVICE_TITLES,
  type TCartChoice,
  type TServiceCard,
  type TServiceLineView,
} from '../../../domain/services/services-api';
import type { TServiceCollection } from '../../../domain/services/missed-pickup-report';

export const NO_COLLECTION: TServiceCollection = { today: null, last: null, missedPickup: null };

export function defaultServiceOf(setup: TPortalSetup, serviceType: ServiceType): TDefaultService {
  switch (serviceType) {
    case 'trash':
      return setup.defaultTrashService;
    case 'recycling':
      return setup.defaultRecyclingService;
    case 'yardwaste':
      return setup.defaultYardwasteService;
  }
}

/** Whether the portal shows this service (serviceDisplay flags count as on unless false). */
export function isServiceShown(setup: TPortalSetup, serviceType: ServiceType): boolean {
  const display = setup.displayOptions.serviceDisplay;
  if (serviceType === 'trash') return display.showTrash !== false;
  if (serviceType === 'recycling') return display.showRecycling !== false;
  return display.showYardwaste !== false;
}

export function shownServiceTypes(setup: TPortalSetup): ServiceType[] {
  return SERVICE_TYPES.filter((type) => isServiceShown(setup, type));
}

const lineView = (line: ServiceLine): TServiceLineView => ({
  size: line.size,
  quantity: line.quantity,
  rate: line.rate,
  displayStartDate: line.displayStartDate,
  dateError: line.dateError,
  state: line.state,
  label: line.label,
});

const sizeView = (option: SizeOption) => ({ ...option, billingFrequency: option.billingFrequency as string });

/**
 * The carts the customer has (records that have started, or whose date cannot be read), one entry
 * per cart: "96 GALLON TRASH CART #1". The id is what the Damaged/Replace ticket names.
 */
function cartChoices(serviceType: ServiceType, lines: readonly ServiceLine[]): TCartChoice[] {
  const perSize = new Map<string, number>();
  const carts: TCartChoice[] = [];
  for (const line of lines) {
    if (line.state === 'pending') continue;
    for (let i = 0; i < Math.max(1, line.quantity); i++) {
      const sizeKey = line.size === null ? 'UNKNOWN SIZE' : `${line.size} GALLON`;
      const number = (perSize.get(sizeKey) ?? 0) + 1;
      perSize.set(sizeKey, number);
      carts.push({
        id: `${sizeKey} ${SERVICE_TITLES[serviceType].toUpperCase()} CART #${number}`,
        size: line.size,
        number,
      });
    }
  }
  return carts;
}

export function buildServiceCard(input: {
  setup: TPortalSetup;
  serviceType: ServiceType;
  changes: TServiceChanges;
  records: readonly TCustomerServiceRecord[];
  today: string;
  /** What the back office recorded on collection day; none when not looked up (a change's answer). */
  collection?: TServiceCollection;
}): TServiceCard {
  const { serviceType } = input;
  const defaultService = defaultServiceOf(input.setup, serviceType);
  const typeChanges = input.changes[serviceType];
  const status = deriveServiceStatus({
    serviceType,
    defaultService,
    changes: typeChanges,
    records: input.records,
    today: input.today,
  });
  const typeRecords = input.records.filter((r) => Number(r.CM05_SERV) === SERVICE_VALUES[serviceType]);
  const dayText =
    typeRecords.find((r) => r.SERVICE_DAY_OF_WEEK.trim() !== '')?.SERVICE_DAY_OF_WEEK ??
    defaultService.SERVICE_DAY_OF_WEEK;
  const currentSize = status.requestedSize ?? status.activeService?.size ?? defaultService.CM05_SIZE;
  const lines = status.activeService ? [status.activeService, ...status.additionalServices] : [];
  return {
    serviceType,
    serviceCode: defaultService.CM05_TYPE,
    defaultService: {
      size: defaultService.CM05_SIZE,
      rate: defaultService.CM05_RATE,
      additionalCartRate: defaultService.additionalCartRate,
      billingFrequency: defaultService.billingFrequency,
      customerOwned: defaultService.customerOwned,
    },
    pickupDay: dayOfServiceLabel(dayText),
    status: status.status,
    notice: status.notice,
    activeService: status.activeService ? lineView(status.activeService) : null,
    additionalServices: status.additionalServices.map(lineView),
    requestedSize: status.requestedSize,
    requestedRate: status.requestedRate,
    changeRequested: status.changeRequested,
    changeImplemented: status.changeImplemented,
    customizedSize: status.customizedSize,
    conflict: status.conflict,
    additionalCarts: {
      requestedQuantity: status.additionalCarts.requestedQuantity,
      startedServices: status.additionalCarts.startedServices,
      implemented: status.additionalCarts.implemented,
      heading: status.additionalCarts.heading,
      carts: status.additionalCarts.carts.map((cart) => ({
        size: cart.CM05_SIZE,
        quantity: cart.CM05_QTY,
        additionalCartRate: cart.additionalCartRate || defaultService.additionalCartRate,
        billingFrequency: cart.billingFrequency,
        customerOwned: cart.customerOwned,
      })),
    },
    activeSize: status.activeSize,
    activeRate: status.activeRate,
    totalRate: status.totalRate,
    requestedTotalRate: status.requestedTotalRate,
    currentSize,
    changeSizes: changeServiceSizes(defaultService, currentSize).map(sizeView),
    additionalCartsAllowed: additionalCartsAllowed(defaultService),
    additionalCartSizes: additionalCartSizes(defaultService).map(sizeView),
    carts: cartChoices(serviceType, lines),
    hasServiceInformation: typeRecords.length > 0 || status.changeRequested,
    collection: input.collection ?? NO_COLLECTION,
  };
}
