/** Query keys of My Services. */
export interface TMyServicesFilterValues {
  address: string;
  siteName: string;
  serviceTypes: string[];
  regularOnly: boolean;
}

export const myServicesKeys = {
  all: (uid: string) => ['my-services', uid] as const,
  list: (uid: string, filters: TMyServicesFilterValues) =>
    [...myServicesKeys.all(uid), 'list', filters] as const,
  salesRep: (uid: string) => [...myServicesKeys.all(uid), 'sales-rep'] as const,
  serviceTypes: (uid: string) => [...myServicesKeys.all(uid), 'service-types'] as const,
};
