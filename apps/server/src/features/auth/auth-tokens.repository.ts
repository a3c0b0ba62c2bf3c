import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { emailTokens, refreshTokens, users } from '../../platform/db/schema/users';

export type EmailTokenPurpose = 'EMAIL_CODE' | 'EMAIL_LINK' | 'PASSWORD_RESET';

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Mailed secrets and refresh tokens; every lookup is by the SHA-256 of the secret, never the secret. */
export function createAuthTokensRepository(db: DbOrTx) {
  return {
    async insertEmailToken(token: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date }) {
      await db.insert(emailTokens).values(token);
    },
    /** A new code or link replaces the old ones: they are marked used. */
    async retireEmailTokens(userId: string, purposes: EmailTokenPurpose[], now: Date) {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt)));
    },
    /** An unused, unexpired token with its user's address; undefined otherwise. */
    async findValidEmailToken(purpose: EmailTokenPurpose, tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: emailTokens.id, userId: emailTokens.userId, email: users.email, phone: users.phone })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(
          and(
            eq(emailTokens.purpose, purpose),
            eq(emailTokens.tokenHash, tokenHash),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        );
      return row;
    },
    /** Marks a token used; false when another request used it first (single use under concurrency). */
    async consumeEmailToken(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
        .returning({ id: emailTokens.id });
      return rows.length > 0;
    },

    async insertRefreshToken(token: {
      userId: string;
      familyId: string;
      tokenHash: string;
      rememberMe: boolean;
      expiresAt: Date;
      device: string | null;
      sessionStartedAt: Date;
      /** The login's last use (the session list reads it), by the app's clock like the start. */
      createdAt: Date;
    }) {
      await db.insert(refreshTokens).values(token);
    },
    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Marks a refresh token exchanged; false when it already was (a replay racing the rightful use). */
    async markRefreshTokenUsed(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },
    async revokeFamily(familyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    /**
     * The user's live logins: each family's current token (not yet exchanged, not revoked, not
     * expired), whose creation was the login's last use. Newest use first.
     */
    async listLiveSessions(userId: string, now: Date) {
      return db
        .select({
          id: refreshTokens.familyId,
          device: refreshTokens.device,
          createdAt: refreshTokens.sessionStartedAt,
          firstTokenAt: refreshTokens.createdAt,
          lastUsedAt: refreshTokens.createdAt,
        })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(refreshTokens.createdAt));
    },
    /** Ends one of the user's logins; false when the user has no such live login (another user's included). */
    async revokeSession(userId: string, familyId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },
    /** Ends every login of the user but `keepFamilyId` (the one changing the password). */
    async revokeOthersOfUser(userId: string, keepFamilyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllOfUser(userId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
