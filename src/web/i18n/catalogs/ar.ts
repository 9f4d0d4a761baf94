/** The ar namespaces, each its own chunk; this map is fetched only when ar is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/ar/*.json', { import: 'default' });
