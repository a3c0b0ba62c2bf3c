import { translate } from '@kontor/domain/i18n/catalogs';
import type { SupportContact, SupportMessage } from '@kontor/domain/support';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { renderMail } from '../../platform/mail/render-mail';
import { getMe } from '../auth/profile.service';

export function supportContact(ctx: AppContext): SupportContact {
  const { supportEmail, supportPhone, privacyEmail, operator, legalNotice } = ctx.config;
  return {
    email: supportEmail ?? null,
    phone: supportPhone ?? null,
    privacyEmail: privacyEmail ?? null,
    operator,
    legalNotice: legalNotice ? { email: legalNotice.email, phone: legalNotice.phone ?? null } : null,
  };
}

/**
 * Mails the user's message to the support address. Support works in German, so the mail frame is
 * German; the sender's ids go in so that nobody has to ask who wrote.
 */
export async function sendSupportMessage(ctx: AppContext, userId: string, input: SupportMessage): Promise<void> {
  // No SUPPORT_EMAIL, no inbox: the dialog offers no form then, and a message sent anyway is refused.
  const to = ctx.config.supportEmail;
  if (!to) throw new AppError('503', 503);
  // The sender as the app shows them to themselves (a user gone since the token was issued: 401).
  const sender = await getMe(ctx, userId);
  const name = [sender.firstName, sender.lastName].filter(Boolean).join(' ') || '—';
  const line = (key: string, value: string) => `${translate('de', `shell.supportMail.${key}`)}: ${value}`;
  const mail = renderMail('de', {
    sender: ctx.config.operator,
    subject: `${translate('de', 'shell.supportMail.subjectPrefix')}: ${input.subject}`,
    paragraphs: [
      translate('de', 'shell.supportMail.intro'),
      [
        line('name', name),
        line('email', sender.email),
        line('userId', sender.id),
        line('publicId', sender.publicId),
        line('language', sender.locale),
        line('companyId', sender.company?.id ?? '—'),
        line('companyName', sender.company?.legalName ?? '—'),
      ].join('\n'),
      `${translate('de', 'shell.supportMail.subject')}: ${input.subject}`,
      input.message,
    ],
  });
  await ctx.mailer.send({ to, ...mail });
}
