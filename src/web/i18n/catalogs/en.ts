/** The en namespaces, each its own chunk; common and shell are also in the entry script (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { import: 'default' });
