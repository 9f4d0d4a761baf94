/** Reads the environment, migrates, seeds the demo hauler into an empty database, starts jobs and serves. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { closeContext, createContext } from './context';
import { seedDemoIfEmpty } from './db/seed-on-start';
import { demoStartWarnings } from './demo-mode';
import { FolderLockedError } from './db/folder-lock';
import { DatabaseOpenError } from './db/open-failure';
import { localBackupUrl } from './features/backup/backup-access';
import { startDailyBackups } from './features/backup/daily-backups';

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
  const ctx = await createContext(config);
  await seedDemoIfEmpty(ctx);
  await ctx.jobs.start({ work: config.RUN_WORKER });

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDir = path.resolve(here, '../web');
  const app = await buildApp(ctx, { webDir });
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    // the address to open is PUBLIC_URL: a page at another host is sent there (http/public-host.ts)
    listenTextResolver: (address) =>
      `Server listening at ${address}; open the portal at ${config.PUBLIC_URL}`,
  });
  // the holder file tells a second opener where this server is, and `npm run backup` where to ask
  ctx.database.embedded?.lock.describe({
    url: config.PUBLIC_URL,
    backupUrl: localBackupUrl(config.HOST, config.PORT),
  });
  const stopDailyBackups = startDailyBackups(ctx.database, app.log);
  app.log.info(
    `Curbside is serving on ${config.PUBLIC_URL} (database: ${ctx.database.kind}, ready in ${Date.now() - started} ms)`,
  );
  // demo mode on a public address lets anyone in as anyone: say so loudly (demo-mode.ts)
  for (const warning of demoStartWarnings(config)) app.log.warn(warning);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    stopDailyBackups();
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
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
