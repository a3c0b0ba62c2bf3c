import { parseArgs } from 'node:util';
import { bootstrap } from './bootstrap';
import { type CliCommand, CliUsageError, type StandaloneCliCommand } from './cli-commands';
import { ConfigError, loadConfig } from './config';
import { authCommands } from './features/auth/auth.cli';
import { backupCommands } from './platform/backup/backup.cli';
import { companyCommands } from './features/company/company.cli';
import { invoiceRunCommand, sepaDebitsCommand, trialExtendCommand } from './features/subscriptions/subscriptions.cli';
import { verifyDocumentsCommand } from './features/trade-documents/verify-documents.cli';
import { keyListImportCommand } from './features/vehicles/key-list.cli';
import { describeMailLinks, mailLinks } from './platform/public-url';

// Operator commands, each kept in its feature (`<feature>.cli.ts`) and listed here.
const commands: (CliCommand | StandaloneCliCommand)[] = [
  ...authCommands,
  ...companyCommands,
  keyListImportCommand,
  trialExtendCommand,
  invoiceRunCommand,
  sepaDebitsCommand,
  verifyDocumentsCommand,
  ...backupCommands,
];

function help(): string {
  return ['Usage: npm run admin -- <command> [arguments]', '', ...commands.map((command) => `  ${command.usage}`)].join('\n');
}

/**
 * `npm run admin -- <command> …` with the settings in `env` (npm start's: the environment and .env):
 * says which database it works on and where its mails link to, runs the command, and answers the
 * exit code (0 done, 1 failed, 2 wrong use). It never creates a database.
 */
export async function runOperatorCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  io: { out(line: string): void; error(line: string): void },
): Promise<number> {
  const log = (message: string) => io.out(`[kontor] ${message}`);
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, strict: false });
  const name = positionals[0];
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.error(name ? `Unknown command: ${name}\n\n${help()}` : help());
    return 2;
  }
  try {
    const settings = loadConfig(env);
    // The mails of this command link where the server's do.
    const links = mailLinks(settings);
    const config = { ...settings, publicUrl: links.url };
    if ('runAlone' in command) {
      await command.runAlone(config, argv.slice(argv.indexOf(command.name) + 1), log);
      return 0;
    }
    // With `npm start` running on the embedded database, talk to that server rather than start one.
    const running = await bootstrap(config, log, { reuseRunningEmbedded: true, createDatabase: false });
    log(`database: ${running.database}`);
    log(`mail links: ${describeMailLinks(links, config.dataDir)}`);
    try {
      await command.run(running.ctx, argv.slice(argv.indexOf(command.name) + 1));
    } finally {
      await running.shutdown();
    }
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError || error instanceof ConfigError) io.error(`[kontor] ${error.message}`);
    else io.error(`[kontor] command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return error instanceof CliUsageError ? 2 : 1;
  }
}
