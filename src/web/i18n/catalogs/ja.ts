/** The ja namespaces, each its own chunk; this map is fetched only when ja is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/ja/*.json', { import: 'default' });
