import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAt, randomId } from './columns';

export const users = pgTable(
  'users',
  {
    id: randomId(),
    /** Shown to the user and support (header dropdown); short and unambiguous. */
    publicId: text('public_id').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date'),
    gender: text('gender', { enum: ['MALE', 'FEMALE'] })
      .notNull()
      .default('MALE'),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['UNVERIFIED', 'VERIFIED'] })
      .notNull()
      .default('UNVERIFIED'),
    locale: text('locale', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    blocked: boolean('blocked').notNull().default(false),
    companyId: uuid('company_id').references(() => companies.id),
    subscriptionEndDay: date('subscription_end_day'),
    isSubscribedToPaidPlan: boolean('is_subscribed_to_paid_plan').notNull().default(false),
    /** Which version of the terms of use and privacy policy the user accepted at registration, and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are unique regardless of case.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_public_id_unique').on(t.publicId),
    index('users_company_idx').on(t.companyId),
  ],
);

/** Opaque refresh tokens, stored as SHA-256; a family is one login, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: randomId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new one; presenting it again revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The browser or app of the login (its User-Agent, shortened), carried along on every rotation. */
    device: text('device'),
    /** When the login began: the family's first token, carried along so the session list reads one row a login. */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    // A user's live logins (the session list): the current token of each family.
    index('refresh_tokens_user_live_idx')
      .on(t.userId)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * Single-use secrets sent by mail: the 7-character e-mail code, the account-completion link and the
 * password-reset link. Stored hashed.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: randomId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['EMAIL_CODE', 'EMAIL_LINK', 'PASSWORD_RESET'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.purpose, t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
