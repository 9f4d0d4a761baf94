/** The fr namespaces, each its own chunk; this map is fetched only when fr is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/fr/*.json', { import: 'default' });
