// Prints the README's configuration table from the zod schema in src/server/config.ts:
//   npx tsx scripts/config-table.ts
import { configTable } from '../src/server/config-table';

console.log(configTable());
