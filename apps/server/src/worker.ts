import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { warmLineReader } from './features/vehicle-ocr/page-lines';
import { describeMailLinks, mailLinks } from './platform/public-url';

// The job runner alone, for scaling out: as many of these as needed, on the same database.
const log = (message: string) => console.log(`[kontor-worker] ${message}`);

async function main() {
  const settings = loadConfig();
  if (!settings.databaseUrl) {
    // The embedded PostgreSQL belongs to `npm start`, which runs the jobs itself.
    throw new ConfigError([
      'DATABASE_URL: npm run worker needs a shared PostgreSQL server; without one, npm start runs the jobs',
    ]);
  }
  // Its mails (a billing run's) link where the server's do: PUBLIC_URL, or what npm start recorded.
  const links = mailLinks(settings);
  const running = await bootstrap({ ...settings, publicUrl: links.url }, log);
  log(`database: ${running.database}; mail links: ${describeMailLinks(links, settings.dataDir)}`);
  await running.ctx.jobs.start({ work: true });
  // The OCR models load in the background, so the first registration read does not wait for them.
  warmLineReader().catch((error: unknown) => log(`OCR models not loaded: ${String(error)}`));
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
