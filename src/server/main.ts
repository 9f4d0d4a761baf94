/** Reads the environment, migrates, seeds the demo hauler into an empty database, starts jobs and serves. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp, composeContext } from './app';
import { seedDemoIfEmpty } from './db/seed-on-start';
import { demoListenNote, demoStartWarnings } from './demo-mode';
import { FolderLockedError } from './db/folder-lock';
import { DatabaseOpenError } from './db/open-failure';
import { localBackupUrl } from './features/backup/backup-access';
import { startDailyBackups } from './features/backup/daily-backups';
import { startMetricsServer } from './http/metrics';
import { listenText } from './http/public-host';
import { moveLocalFiles, uploadsFolder } from './ports/storage';
import { installGracefulShutdown } from './shutdown';
import { startWatchdog } from './db/watchdog';
import { isDiskFullError } from './db/disk-full';
import { safeErrorText } from './db/query-errors';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const ctx = await composeContext(config);
  // the embedded database stopped for good (a PANIC on a full disk): a new process recovers it
  ctx.database.loss?.onLost((lost) => {
    console.error(`Curbside stopped itself: ${lost.message} Exiting so that the supervisor starts it again.`);
    process.exit(1);
  });
  // a full disk is the server's state, not a bug: an error from it that nobody caught (pg-boss's
  // maintenance, a timer) is noted for /api/health instead of ending the process
  const survive = (error: unknown) => {
    if (!isDiskFullError(error)) {
      console.error(
        'Curbside stopped on an unexpected error:',
        safeErrorText(error),
        error instanceof Error ? error.stack : '',
      );
      process.exit(1);
    }
    ctx.database.disk.note(error, 'background work');
    console.error(`The disk is full: ${safeErrorText(error)} (Curbside carries on; /api/health reports it)`);
  };
  process.on('uncaughtException', survive);
  process.on('unhandledRejection', survive);
  await seedDemoIfEmpty(ctx);
  // files uploaded before database storage: moved in once (ports/storage/index.ts)
  const movedFiles = await moveLocalFiles(uploadsFolder(config), ctx.ports.storage);
  await ctx.jobs.start({ work: config.RUN_WORKER });

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDir = path.resolve(here, '../web');
  const app = await buildApp(ctx, { webDir });
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    // the address to open is PUBLIC_URL: a page at another host is sent there (http/public-host.ts)
    listenTextResolver: (address) => listenText(address, config.PUBLIC_URL),
  });
  // the holder file tells a second opener where this server is, and `npm run backup` where to ask
  ctx.database.embedded?.lock.describe({
    url: config.PUBLIC_URL,
    backupUrl: localBackupUrl(config.HOST, config.PORT),
  });
  const stopDailyBackups = startDailyBackups(ctx.database, app.log);
  if (movedFiles > 0)
    app.log.info(`Moved ${movedFiles} uploaded file(s) from ${uploadsFolder(config)} into the database`);
  // a database that no longer answers (or a main thread stuck inside PGlite) ends the process
  const watchdog = startWatchdog({ probe: () => ctx.database.executor.executeSql('select 1') });
  app.log.info(
    `Curbside is serving on ${config.PUBLIC_URL} (database: ${ctx.database.kind}, ready in ${Date.now() - started} ms${demoListenNote(config)})`,
  );
  // demo mode on a public address lets anyone in as anyone: say so loudly (demo-mode.ts)
  for (const warning of demoStartWarnings(config)) app.log.warn(warning);

  const metricsServer =
    config.METRICS_PORT > 0
      ? await startMetricsServer(ctx.metrics, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
          token: config.METRICS_TOKEN,
        })
      : null;
  if (metricsServer) app.log.info(`Metrics on http://${config.METRICS_HOST}:${metricsServer.port}/metrics`);

  const shutdown = installGracefulShutdown({
    app,
    ctx,
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    before: [stopDailyBackups, () => watchdog.stop(), () => metricsServer?.close()],
    log: (line) => app.log.info(line),
    exit: (code) => process.exit(code),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down (not ready; finishing what is in flight)`);
      void shutdown();
    });
  }
}

main().catch((error) => {
  // these two already say what happened and what to do, in one paragraph
  if (error instanceof FolderLockedError || error instanceof DatabaseOpenError) {
    console.error(`Curbside failed to start: ${error.message}`);
    process.exit(1);
  }
  console.error('Curbside failed to start:', error);
  process.exit(1);
});
