/** The es namespaces, each its own chunk; this map is fetched only when es is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/es/*.json', { import: 'default' });
