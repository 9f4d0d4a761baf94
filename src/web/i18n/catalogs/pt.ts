/** The pt namespaces, each its own chunk; this map is fetched only when pt is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/pt/*.json', { import: 'default' });
