/** The it namespaces, each its own chunk; this map is fetched only when it is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/it/*.json', { import: 'default' });
