import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { heldJob } from './held-job';

// worker.ts with the job-expiry test's own job beside the app's: run by that test as a process.
const log = (message: string) => console.log(`[kontor-worker] ${message}`);

const running = await bootstrap(loadConfig(), log);
running.ctx.jobs.register(heldJob(running.ctx));
await running.ctx.jobs.start({ work: true });
log('working');
process.on('SIGTERM', () => void running.shutdown().then(() => process.exit(0)));
