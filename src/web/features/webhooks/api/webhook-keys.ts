/** TanStack Query keys of the webhooks page. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (endpointId: string, page: number) =>
    [...webhookKeys.all, 'deliveries', endpointId, page] as const,
};
