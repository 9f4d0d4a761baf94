/** The hi namespaces, each its own chunk; this map is fetched only when hi is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/hi/*.json', { import: 'default' });
