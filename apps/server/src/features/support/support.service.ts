import { translate } from '@kontor/domain/i18n/catalogs';
import type { SupportContact, SupportMessage } from '@kontor/domain/support';
import type { AppContext } from '../../platform/context';
import { renderMail } from '../../platform/mail/render-mail';
import { getMe } from '../auth/profile.service';

export function supportContact(ctx: AppContext): SupportContact {
  const { supportEmail, supportPhone, operatorName, operatorAddress, privacyEmail, legalNotice } = ctx.config;
  return {
    email: supportEmail,
    phone: supportPhone,
    operatorName,
    operatorAddress: operatorAddress ?? null,
    privacyEmail,
    legalNotice: legalNotice ? { ...legalNotice, phone: legalNotice.phone ?? null, vatId: legalNotice.vatId ?? null } : null,
  };
}

/**
 * Mails the user's message to the support address. Support works in German, so the mail frame is
 * German; the sender's ids go in so that nobody has to ask who wrote.
 */
export async function sendSupportMessage(ctx: AppContext, userId: string, input: SupportMessage): Promise<void> {
  // The sender as the app shows them to themselves (a user gone since the token was issued: 401).
  const sender = await getMe(ctx, userId);
  const name = [sender.firstName, sender.lastName].filter(Boolean).join(' ') || '—';
  const line = (key: string, value: string) => `${translate('de', `shell.supportMail.${key}`)}: ${value}`;
  const mail = renderMail('de', {
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
  await ctx.mailer.send({ to: ctx.config.supportEmail, ...mail });
}
