import { parseArgs } from 'node:util';
import { bootstrap } from './bootstrap';
import { type CliCommand, CliUsageError } from './cli-commands';
import { ConfigError, loadConfig } from './config';
import { authCommands } from './features/auth/auth.cli';
import { companyCommands } from './features/company/company.cli';
import { invoiceRunCommand, sepaDebitsCommand, trialExtendCommand } from './features/subscriptions/subscriptions.cli';
import { keyListImportCommand } from './features/vehicles/key-list.cli';

// Operator commands, each kept in its feature (`<feature>.cli.ts`) and listed here.
const commands: CliCommand[] = [...authCommands, ...companyCommands, keyListImportCommand, trialExtendCommand, invoiceRunCommand, sepaDebitsCommand];

const log = (message: string) => console.log(`[kontor] ${message}`);

function help(): string {
  return ['Usage: npm run admin -- <command> [arguments]', '', ...commands.map((command) => `  ${command.usage}`)].join('\n');
}

async function main() {
  const argv = process.argv.slice(process.argv.indexOf('--cli') + 1);
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: false });
  const name = positionals[0];
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n\n${help()}` : help());
    process.exit(2);
  }
  const config = loadConfig();
  // With `npm start` running on the embedded database, talk to that server rather than start one.
  const running = await bootstrap(config, log, { reuseRunningEmbedded: true });
  try {
    await command.run(running.ctx, argv.slice(argv.indexOf(command.name) + 1));
  } finally {
    await running.shutdown();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CliUsageError || error instanceof ConfigError) console.error(`[kontor] ${error.message}`);
  else console.error('[kontor] command failed:', error);
  process.exit(error instanceof CliUsageError ? 2 : 1);
});
