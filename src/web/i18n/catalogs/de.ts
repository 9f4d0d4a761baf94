/** The de namespaces, each its own chunk; this map is fetched only when de is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/de/*.json', { import: 'default' });
