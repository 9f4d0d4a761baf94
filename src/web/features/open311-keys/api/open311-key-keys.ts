/** TanStack Query keys of the Open311 API keys page. */
export const open311KeyKeys = {
  all: ['open311-keys'] as const,
  list: () => [...open311KeyKeys.all, 'list'] as const,
  portals: () => [...open311KeyKeys.all, 'portals'] as const,
};
