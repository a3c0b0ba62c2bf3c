import { formatCode } from '@kontor/domain/accounts';
import type { Locale } from '@kontor/domain/constants';
import { translate } from '@kontor/domain/i18n/catalogs';
import type { OperatorDetails } from '@kontor/domain/operator';
import { type Mail } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/render-mail';

/** The operator who sends the mail: its foot names it as a business letter must. */
type Sender = { sender: OperatorDetails };
type VerificationSecrets = { code: string; link: string } & Sender;

/** The verification mail: the grouped code and the account-completion link, in the user's language. */
export function verificationMail(locale: Locale, to: string, { code, link, sender }: VerificationSecrets): Mail {
  const shown = formatCode(code);
  const t = (key: string) => translate(locale, `mail.verification.${key}`, { code: shown });
  return {
    to,
    ...renderMail(locale, {
      sender,
      subject: t('subject'),
      paragraphs: [t('intro'), t('codeHint')],
      code: shown,
      link: { href: link, label: t('linkLabel') },
    }),
  };
}

export function passwordResetMail(locale: Locale, to: string, { link, sender }: { link: string } & Sender): Mail {
  const t = (key: string) => translate(locale, `mail.passwordReset.${key}`);
  return {
    to,
    ...renderMail(locale, {
      sender,
      subject: t('subject'),
      paragraphs: [t('intro'), t('linkHint'), t('ignore')],
      link: { href: link, label: t('linkLabel') },
    }),
  };
}
