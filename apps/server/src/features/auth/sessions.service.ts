import type { UserSession } from '@kontor/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { createAuthTokensRepository } from './auth-tokens.repository';

// A user's logins (each a refresh-token family): listed, ended one by one, all others ended by a
// password change. An ended login's access token lapses within its hour; its next refresh is refused.

const tokensOf = (ctx: AppContext) => createAuthTokensRepository(ctx.database.db);

export async function listSessions(ctx: AppContext, userId: string, currentSessionId: string | null): Promise<UserSession[]> {
  const rows = await tokensOf(ctx).listLiveSessions(userId, ctx.clock.now());
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: (row.createdAt ?? row.firstTokenAt).toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own live logins; any other id (another user's, an ended one) is 404. */
export async function endSession(ctx: AppContext, userId: string, sessionId: string): Promise<void> {
  if (!(await tokensOf(ctx).revokeSession(userId, sessionId, ctx.clock.now()))) throw new AppError('404', 404);
}

/** After a password change only the login that made it stays: whoever knew the old one is out. */
export async function endOtherSessions(ctx: AppContext, userId: string, currentSessionId: string | null): Promise<void> {
  const tokens = tokensOf(ctx);
  const now = ctx.clock.now();
  if (currentSessionId) await tokens.revokeOthersOfUser(userId, currentSessionId, now);
  else await tokens.revokeAllOfUser(userId, now);
}
