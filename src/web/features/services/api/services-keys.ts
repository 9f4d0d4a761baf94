/** Query keys of the Services page, so a change can refresh the cards at once. */
export const servicesKeys = {
  all: ['services'] as const,
  cards: () => [...servicesKeys.all, 'cards'] as const,
  requests: () => [...servicesKeys.all, 'requests'] as const,
};
