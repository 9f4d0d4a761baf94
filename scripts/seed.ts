/**
 * npm run seed [-- --customers N] [-- --batch-size N] [-- --delivery-portal N [--delivery-sites M]]
 *
 * Opens the configured database (DATABASE_URL, or PGlite in DATA_DIR/pglite like the server), runs
 * migrations, seeds the demo hauler if the database is empty, and with --customers adds N synthetic
 * residential profiles for load testing. With --delivery-portal it makes the delivery-report load
 * portal ("Lake County Load Test") hold N customer profiles and M (default N) back-office sites of its
 * routing customer (seed-delivery-portal.ts; a second run adds only what is missing).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase, runMigrations } from '../src/server/db/client';
import { seedDeliveryPortal, seedDemo, seedLoadCustomers } from '../src/server/db/seed/index';

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string' },
      'batch-size': { type: 'string' },
      'delivery-portal': { type: 'string' },
      'delivery-sites': { type: 'string' },
    },
    allowPositionals: false,
  });
  const customers = positiveInteger('customers', values.customers, 0);
  const batchSize = positiveInteger('batch-size', values['batch-size'], 50_000) || 50_000;
  const deliveryCustomers = positiveInteger('delivery-portal', values['delivery-portal'], 0);
  const deliverySites = positiveInteger('delivery-sites', values['delivery-sites'], deliveryCustomers);

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: 2,
  });
  const where =
    database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${path.join(config.DATA_DIR, 'pglite')}`;
  try {
    const started = performance.now();
    await runMigrations(database);
    console.log(`Database ready (${where}).`);

    const demo = await seedDemo(database.db);
    if (demo.seeded) {
      const counts = Object.entries(demo.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      console.log(`Demo hauler seeded in ${seconds(performance.now() - started)}: ${counts}.`);
    } else {
      console.log('Demo hauler already present; left as it is.');
    }

    if (customers > 0) {
      console.log(
        `Adding ${customers.toLocaleString('en-US')} load-test customer profiles in batches of ${batchSize.toLocaleString('en-US')}…`,
      );
      const result = await seedLoadCustomers(database, {
        count: customers,
        batchSize,
        onProgress: ({ inserted, total, elapsedMs }) => {
          const rate = Math.round(inserted / (elapsedMs / 1000));
          console.log(
            `  ${inserted.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds(elapsedMs)}, ${rate.toLocaleString('en-US')} rows/s)`,
          );
        },
      });
      console.log(
        `Added profiles load-${result.firstNumber} … load-${result.lastNumber} in ${seconds(result.elapsedMs)}.`,
      );
    }

    if (deliveryCustomers > 0 || deliverySites > 0) {
      console.log(
        `Delivery-report load portal: ${deliveryCustomers.toLocaleString('en-US')} customer profiles and ${deliverySites.toLocaleString('en-US')} back-office sites…`,
      );
      const result = await seedDeliveryPortal(database, {
        customers: deliveryCustomers,
        sites: deliverySites,
        batchSize,
        onProgress: ({ what, inserted, total, elapsedMs }) =>
          console.log(
            `  ${what} ${inserted.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds(elapsedMs)})`,
          ),
      });
      console.log(
        `Portal ${result.portalId}: ${result.profiles.toLocaleString('en-US')} profiles, ${result.sites.toLocaleString('en-US')} sites with ${result.services.toLocaleString('en-US')} services (added ${result.profilesAdded.toLocaleString('en-US')} profiles and ${result.sitesAdded.toLocaleString('en-US')} sites in ${seconds(result.elapsedMs)}).`,
      );
    }
  } finally {
    await database.close();
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
