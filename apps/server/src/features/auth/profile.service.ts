import type { changePasswordSchema, Me, userDetailsSchema } from '@kontor/domain/accounts';
import type { z } from 'zod';
import { businessToday } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { AppError, invalid } from '../../platform/http/app-error';
import { hashPassword, verifyPassword } from './password-hash';
import { endOtherSessions } from './sessions.service';
import { createUsersRepository } from './users.repository';

// The signed-in user's own data: who they are, their details and their password.

// The services receive what the route's schema has already parsed.
type UserDetails = z.output<typeof userDetailsSchema>;
type ChangePassword = z.output<typeof changePasswordSchema>;

const usersOf = (ctx: AppContext) => createUsersRepository(ctx.database.db);

export async function getMe(ctx: AppContext, userId: string): Promise<Me> {
  const found = await usersOf(ctx).findWithCompany(userId);
  if (!found) throw new AppError('401', 401);
  const { user, company } = found;
  // A trial runs to the end of its last day in Germany, where the dealers are.
  const today = businessToday(ctx.clock);
  const trialRunning = user.subscriptionEndDay !== null && user.subscriptionEndDay >= today;
  // A canceled subscription keeps its flag with its last day as the end day: paid until then.
  const subscribed = user.isSubscribedToPaidPlan && (user.subscriptionEndDay === null || trialRunning);
  return {
    id: user.id,
    publicId: user.publicId,
    email: user.email,
    phone: user.phone,
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate,
    gender: user.gender,
    status: user.status,
    company,
    isSubscribedToPaidPlan: subscribed,
    isFreeTrialPlan: !user.isSubscribedToPaidPlan && trialRunning,
    subscriptionEndDay: user.subscriptionEndDay,
    subscriptionEnded: user.isSubscribedToPaidPlan && !subscribed,
    locale: user.locale,
  };
}

export async function updateDetails(ctx: AppContext, userId: string, details: UserDetails): Promise<Me> {
  await usersOf(ctx).updateDetails(
    userId,
    {
      phone: details.phoneNumber,
      firstName: details.firstName,
      lastName: details.lastName,
      gender: details.gender,
      birthDate: details.birthDate,
    },
    ctx.clock.now(),
  );
  return getMe(ctx, userId);
}

/** Sets the new password and ends every other login (`currentSessionId` stays signed in). */
export async function changePassword(
  ctx: AppContext,
  { userId, currentSessionId }: { userId: string; currentSessionId: string | null },
  data: ChangePassword,
): Promise<void> {
  const users = usersOf(ctx);
  const user = await users.findById(userId);
  if (!user) throw new AppError('401', 401);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, data.currentPassword))) {
    throw invalid({ currentPassword: '0034' });
  }
  if (data.password === data.currentPassword) throw invalid({ password: '0035' });
  await users.setPasswordHash(userId, await hashPassword(data.password), ctx.clock.now());
  await endOtherSessions(ctx, userId, currentSessionId);
}
