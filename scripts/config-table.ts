// Prints the README's configuration table from the zod schema in src/server/config.ts; with --write,
// replaces the table between the config-table markers in README.md:
//   npx tsx scripts/config-table.ts [--write]
import fs from 'node:fs';
import { configTable } from '../src/server/config-table';

const table = configTable();
if (process.argv.includes('--write')) {
  const readme = fs.readFileSync('README.md', 'utf8');
  const pattern = /<!-- config-table:start -->[\s\S]*<!-- config-table:end -->/;
  if (!pattern.test(readme)) throw new Error('README.md has no config-table markers');
  fs.writeFileSync(
    'README.md',
    readme.replace(pattern, `<!-- config-table:start -->\n${table}\n<!-- config-table:end -->`),
  );
  console.log('README.md configuration table updated');
} else {
  console.log(table);
}
