/**
 * npx tsx scripts/bench/cold-reports.ts --database-url postgres://… [--runs N] [--delivery-portal ID]
 *   [--reports dashboard,summary-all,summary-portal,names]   (default: all four)
 *
 * The reports a staff member waits for when nothing is kept (issue 33 §2), timed in this process on a
 * seeded database, one request at a time: the dashboard's figures computed afresh (the process's
 * figures forgotten before each run) for all portals and for each portal, then kept (warm); the
 * delivery report's summary of all portals and of one portal (default: the load portal of
 * `npm run seed -- --delivery-portal N`); and the Customer Profiles name filter's first page, each run a
 * name fragment not asked before (its count is not kept yet). Prints p50 / p95 / max per report.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/server/config';
import { composeContext } from '../../src/server/app';
import { closeContext } from '../../src/server/context';
import {
  forgetDashboardFigures,
  getDashboardFigures,
} from '../../src/server/features/dashboard/dashboard-service';
import { getDeliveryReportSummary } from '../../src/server/features/delivery-report/delivery-report-service';
import { findCustomerProfiles } from '../../src/server/features/customer-profiles/customer-profiles-repository';
import { ZDeliveryReportFilters } from '../../src/domain/delivery-report/delivery-report-api';
import { ZCustomerProfileListQuery } from '../../src/domain/customer-profiles/customer-profile-admin';
import { portalSetups } from '../../src/server/db/schema';
import { percentile } from './stats';

const NAME_FRAGMENTS = ['johns', 'smit', 'garc', 'mill', 'davi', 'mart', 'ande', 'thom', 'wils', 'moor'];

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      runs: { type: 'string', default: '10' },
      'delivery-portal': { type: 'string', default: 'load-delivery-portal' },
      reports: { type: 'string', default: 'dashboard,summary-all,summary-portal,names' },
    },
  });
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('--database-url is required');
  process.env.DATABASE_URL = databaseUrl;
  process.env.LOG_LEVEL = 'silent';
  const runs = Number(values.runs);
  const reports = new Set(values.reports.split(','));
  const ctx = await composeContext(loadConfig());
  try {
    const portals = (await ctx.db.select({ id: portalSetups.id }).from(portalSetups)).map((p) => p.id);
    const rows: string[] = [];
    const time = async (label: string, run: (i: number) => Promise<unknown>) => {
      const ms: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await run(i);
        ms.push(performance.now() - started);
      }
      ms.sort((a, b) => a - b);
      const f = (v: number) => v.toFixed(v < 10 ? 1 : 0);
      rows.push(`| ${label} | ${f(percentile(ms, 50))} / ${f(percentile(ms, 95))} / ${f(ms.at(-1)!)} |`);
      console.log(rows.at(-1));
    };
    const cold = (scope: readonly string[] | undefined) => async () => {
      forgetDashboardFigures(ctx);
      await getDashboardFigures(ctx, { growth: 'month' }, scope);
    };
    if (reports.has('dashboard')) {
      await time('dashboard, all portals, cold', cold(undefined));
      for (const portal of portals) await time(`dashboard, ${portal}, cold`, cold([portal]));
      const warm = () => getDashboardFigures(ctx, { growth: 'month' });
      await warm();
      await time('dashboard, all portals, warm (kept)', warm);
    }
    const summary = (portalId: string | undefined) => () =>
      getDeliveryReportSummary(ctx, ZDeliveryReportFilters.parse({ portalId }));
    if (reports.has('summary-all')) await time('delivery report summary, all portals', summary(undefined));
    const portal = values['delivery-portal'];
    if (reports.has('summary-portal') && portals.includes(portal))
      await time(`delivery report summary, ${portal}`, summary(portal));
    if (reports.has('names'))
      await time('Customer Profiles, name fragment not asked before', (i) =>
        findCustomerProfiles(
          ctx.db,
          ZCustomerProfileListQuery.parse({ customer: `${NAME_FRAGMENTS[i % NAME_FRAGMENTS.length]}` }),
        ),
      );
    console.log(
      `\n| report (${runs} runs, one at a time) | p50 / p95 / max ms |\n| --- | ---: |\n${rows.join('\n')}`,
    );
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
