import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';

// The job runner alone, for scaling out: as many of these as needed, on the same database.
const log = (message: string) => console.log(`[kontor-worker] ${message}`);

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The embedded PostgreSQL belongs to `npm start`, which runs the jobs itself.
    throw new ConfigError(['DATABASE_URL: npm run worker needs a shared PostgreSQL server; without one, npm start runs the jobs']);
  }
  const running = await bootstrap(config, log);
  await running.ctx.jobs.start({ work: true });
  log('working');
  const stop = async () => {
    await running.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `[kontor-worker] ${error.message}` : error);
  process.exit(1);
});
