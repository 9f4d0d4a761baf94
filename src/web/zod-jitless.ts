/**
 * `zod` as the web app imports it (vite.config.ts aliases the bare `zod` here): zod, with its parser
 * compiler switched off before any schema is built. The compiler needs `new Function`, which the
 * page's CSP (script-src 'self') forbids, and Chromium reports even zod's caught probe for it as a
 * CSP violation (a Lighthouse best-practices finding, issue 9). The server keeps the compiler.
 */
import { config } from 'zod/v4';
import * as z from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
