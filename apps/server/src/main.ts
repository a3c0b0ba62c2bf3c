import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, describeConfig, loadConfig, operatorSetupNotes } from './config';
import { warmLineReader } from './features/vehicle-ocr/page-lines';
import { webDistFolder } from './platform/paths';
import { recordPublicUrl } from './platform/public-url';

const log = (message: string) => console.log(`[kontor] ${message}`);

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const running = await bootstrap(config, log);
  const app = await buildApp(running.ctx, { webDist: config.webDist ?? webDistFolder() });
  // JOBS=off: an API server beside workers queues jobs (and their schedules) but runs none.
  await running.ctx.jobs.start({ work: config.runJobs });
  // The OCR models load in the background, so the first registration read does not wait for them.
  if (config.runJobs) warmLineReader().catch((error: unknown) => log(`OCR models not loaded: ${String(error)}`));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Without PUBLIC_URL, mails link to where the server listens (PORT=0 picks a free port), and the
  // operator commands and workers on this DATA_DIR link there too.
  if (!config.publicUrlSet) running.ctx.config.publicUrl = `http://${config.host}:${port}`;
  recordPublicUrl(config.dataDir, running.ctx.config.publicUrl);

  log(`settings: ${JSON.stringify(describeConfig(running.ctx.config), null, 1).replace(/\n\s*/g, ' ')}`);
  log(`database: ${running.database}`);
  for (const note of operatorSetupNotes(config)) log(`not set up yet: ${note}`);
  log(`ready in ${Date.now() - started} ms: http://${config.host}:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    await app.close();
    await running.shutdown();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`[kontor] ${error.message}`);
  else console.error('[kontor] start failed:', error);
  process.exit(1);
});
