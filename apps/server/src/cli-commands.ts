import type { Config } from './config';
import type { AppContext } from './platform/context';

/** An operator command: `npm run admin -- <name> [args…]`. */
export type CliCommand = {
  name: string;
  /** One line for the help text, with the arguments it takes. */
  usage: string;
  run(ctx: AppContext, args: string[]): Promise<void>;
};

/** An operator command on the settings alone, without npm start's database: a restore fills one that does not exist yet. */
export type StandaloneCliCommand = Omit<CliCommand, 'run'> & {
  runAlone(config: Config, args: string[], log: (message: string) => void): Promise<void>;
};

/** Thrown for a wrong use of a command: printed without a stack trace, exit code 2. */
export class CliUsageError extends Error {}
