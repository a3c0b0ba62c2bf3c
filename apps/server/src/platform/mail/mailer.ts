import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (an invoice's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** Where answers go: a dealer's mail to its buyer is answered to the dealer, not to Kontor's sender address. */
  replyTo?: string;
  /** The name shown beside the sender address (the dealer's company); the address stays MAIL_FROM's. */
  senderName?: string;
};

/** MAIL_FROM's address, for a mail sent under another name ("Autohaus Beispiel GmbH" <no-reply@…>). */
function senderOf(from: string, name: string | undefined): string | { name: string; address: string } {
  if (!name) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name, address };
}

/**
 * The SMTP server refused the recipient for good (a 5xx answer to RCPT TO, e.g. 550 no such mailbox).
 * Asking again will not help, so the user is told (9138) instead of the failure only being logged.
 * A server that is down or slow (no connection, 4xx) is not this: the address may be fine.
 */
export class UndeliverableMailError extends Error {
  constructor(
    readonly to: string,
    readonly response: string,
  ) {
    super(`mail to ${to} refused: ${response}`);
    this.name = 'UndeliverableMailError';
  }
}

/** Only a 5xx to RCPT TO is about the address; a 5xx elsewhere (login, sender) is our setup's fault. */
function isRecipientRefused(error: unknown): error is { responseCode: number; response?: string } {
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && command === 'RCPT TO';
}

export type Mailer = {
  send(mail: Mail): Promise<{ messageId: string; file?: string }>;
  /**
   * How long a typical send takes at most: calls that must not reveal whether an address is
   * registered answer every address after this window, and only a refusal within it is told.
   */
  answerWindowMs: number;
};

/** Covers a typical exchange with a mail relay (connect, TLS, EHLO, MAIL, RCPT, DATA). */
const SMTP_ANSWER_WINDOW_MS = 2_000;
/** Writing an .eml file: well within the floor of the enumeration-safe calls. */
const FILE_ANSWER_WINDOW_MS = 250;

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as a complete RFC 822 `.eml` file under
 * DATA_DIR/mail, which any mail program opens, and its subject is logged.
 */
export function createMailer(options: {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  log: (message: string) => void;
  /** How long to wait for the SMTP server at each step (connect, greeting, each answer). */
  timeoutMs?: number;
  /** See Mailer.answerWindowMs; SMTP_ANSWER_WINDOW_MS unless given. */
  answerWindowMs?: number;
}): Mailer {
  if (options.smtpUrl) {
    // Mails are sent while the user waits for the answer (to tell a refused address at once), so a
    // server that does not answer must fail in seconds, not after nodemailer's default 2 minutes.
    const timeout = options.timeoutMs ?? 10_000;
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      answerWindowMs: options.answerWindowMs ?? SMTP_ANSWER_WINDOW_MS,
      async send(mail) {
        try {
          const { senderName, ...message } = mail;
          const info = await transport.sendMail({ ...message, from: senderOf(options.from, senderName) });
          return { messageId: info.messageId };
        } catch (error) {
          if (isRecipientRefused(error)) throw new UndeliverableMailError(mail.to, error.response ?? String(error.responseCode));
          throw error;
        }
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    answerWindowMs: options.answerWindowMs ?? FILE_ANSWER_WINDOW_MS,
    async send(mail) {
      const { senderName, ...message } = mail;
      const info = await transport.sendMail({ ...message, from: senderOf(options.from, senderName) });
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.mailDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      // Rename into place so a reader polling the folder never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      options.log(`mail to ${mail.to}: "${mail.subject}" written to ${file}`);
      return { messageId: info.messageId, file };
    },
  };
}
