/** Reads the environment, migrates, seeds the demo hauler into an empty database, starts jobs and serves. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { closeContext, createContext } from './context';
import { seedDemoIfEmpty } from './db/seed-on-start';

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
  if (config.SEED_DEMO) await seedDemoIfEmpty(ctx);
  await ctx.jobs.start({ work: config.RUN_WORKER });

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDir = path.resolve(here, '../web');
  const app = await buildApp(ctx, { webDir });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Curbside is serving on ${config.PUBLIC_URL} (database: ${ctx.database.kind}, ready in ${Date.now() - started} ms)`,
  );
  if (config.builtInMessaging && !isLocalAddress(config.PUBLIC_URL)) {
    // the demo mailbox shows every code and link to anyone who opens it: fine for a demo, not for customers
    app.log.warn(
      'Mail and SMS stay in the built-in outbox, readable by anyone at /demo-mailbox. Set SMTP_URL and SMS_API_URL before real customers use this portal.',
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

main().catch((error) => {
  console.error('Curbside failed to start:', error);
  process.exit(1);
});
