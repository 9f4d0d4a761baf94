/** The zh-CN namespaces, each its own chunk; this map is fetched only when zh-CN is chosen (see ../index.ts). */
export default import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', { import: 'default' });
