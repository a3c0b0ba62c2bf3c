import { emailSchema } from '@kontor/domain/fields';
import { type CliCommand, CliUsageError } from '../../cli-commands';
import type { AppContext } from '../../platform/context';
import { setBlocked } from './auth.service';

function blockCommand(name: string, usage: string, blocked: boolean): CliCommand {
  return {
    name,
    usage,
    async run(ctx: AppContext, args: string[]) {
      const email = emailSchema.safeParse(args[0] ?? '');
      if (!email.success) throw new CliUsageError(`Usage: npm run admin -- ${usage}`);
      const found = await setBlocked(ctx, { email: email.data, isBlocked: blocked });
      if (!found) throw new CliUsageError(`No user with the e-mail address ${email.data}`);
      ctx.log(`${email.data} is ${blocked ? 'blocked: every login and call answers 1113' : 'unblocked'}`);
    },
  };
}

/** Operator commands: block a user (logins end at once, every call answers 1113) and unblock. */
export const authCommands: CliCommand[] = [
  blockCommand('user:block', 'user:block <email>        block a user (1113 on login and every call)', true),
  blockCommand('user:unblock', 'user:unblock <email>      lift the block', false),
];
