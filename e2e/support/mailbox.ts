import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// The server writes every mail as an .eml file under DATA_DIR/mail (no SMTP in the journeys). These
// helpers read them the way a person would: the newest mail to an address, its text, its code, its links.

export type ReadMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The files that came with it (an invoice's PDF, its XRechnung), decoded. */
  attachments: MailAttachment[];
};
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

function mailDir(): string {
  return path.join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'mail');
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words ("=?UTF-8?Q?...?=") in a header. */
function decodeHeader(value: string): string {
  // Space between two encoded words is folding and goes; space next to plain text stays.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (...[, , kind = '', text = '']: string[]) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:(.*(?:\\n[ \\t].*)*)`, 'im').exec(headers);
  return decodeHeader((match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim());
}

/** A header parameter, plain, quoted, RFC 2231 extended or continued (long names: filename*0*=…; filename*1*=…). */
function parameter(value: string, name: string): string | null {
  const plain = new RegExp(`(?:^|;)\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value);
  if (plain) return plain[1] ?? plain[2] ?? '';
  const pieces = [...value.matchAll(new RegExp(`(?:^|;)\\s*${name}\\*(?:(\\d+))?(\\*?)=(?:"([^"]*)"|([^;\\s]*))`, 'gi'))]
    .map((match) => ({
      index: Number(match[1] ?? 0),
      encoded: match[2] === '*' || match[1] === undefined,
      text: match[3] ?? match[4] ?? '',
    }))
    .sort((a, b) => a.index - b.index);
  if (pieces.length === 0) return null;
  const joined = pieces.map((piece) => (piece.encoded ? piece.text : encodeURIComponent(piece.text))).join('');
  return decodeURIComponent(joined.replace(/^[\w-]*'[\w-]*'/, ''));
}

/** Every part of a message with a file name, its body decoded to bytes (nested multiparts searched). */
function attachmentsOf(source: string): MailAttachment[] {
  const split = source.indexOf('\n\n');
  const headers = split < 0 ? source : source.slice(0, split);
  const body = split < 0 ? '' : source.slice(split + 2);
  const contentType = header(headers, 'Content-Type') || 'text/plain';
  const boundary = parameter(contentType, 'boundary');
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => attachmentsOf(section.replace(/^\n/, '').replace(/\n$/, '')));
  }
  const filename = parameter(header(headers, 'Content-Disposition'), 'filename');
  if (filename === null) return [];
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : Buffer.from(encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body, 'utf8');
  return [{ filename, contentType: contentType.split(';')[0]!.trim().toLowerCase(), content }];
}

/** Splits an RFC 822 message into its headers and the text of its text/plain part. */
export function parseMail(source: string, file = ''): ReadMail {
  const normalized = source.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const headers = normalized.slice(0, split);
  let body = normalized.slice(split + 2);
  let partHeaders = headers;
  const boundary = /boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).map((part) => part.replace(/^\n/, ''));
    // Nested multiparts (alternative inside mixed) have their own boundary; search all of them.
    const flat = parts.flatMap((part) => {
      const inner = /boundary="?([^";\n]+)"?/i.exec(part.slice(0, part.indexOf('\n\n')))?.[1];
      return inner ? part.split(`--${inner}`).map((p) => p.replace(/^\n/, '')) : [part];
    });
    const plain = flat.find((part) => /content-type:\s*text\/plain/i.test(part.slice(0, part.indexOf('\n\n'))));
    if (plain) {
      const at = plain.indexOf('\n\n');
      partHeaders = plain.slice(0, at);
      body = plain.slice(at + 2);
    }
  }
  return {
    file,
    to: header(headers, 'To'),
    subject: header(headers, 'Subject'),
    text: decodeBody(partHeaders, body),
    attachments: attachmentsOf(normalized),
  };
}

async function mailsTo(address: string): Promise<ReadMail[]> {
  const files = (await readdir(mailDir()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails: ReadMail[] = [];
  for (const name of files) {
    const mail = parseMail(await readFile(path.join(mailDir(), name), 'utf8'), name);
    if (mail.to.toLowerCase().includes(address.toLowerCase())) mails.push(mail);
  }
  return mails;
}

const MAIL_WAIT_MS = 15_000;

/**
 * Waits for the newest mail to `address` that `matches`, and that was not among `seen` (file names of
 * mails read before), so a second mail of the same kind is told from the first.
 */
export async function waitForMail(
  address: string,
  matches: (mail: ReadMail) => boolean = () => true,
  seen: ReadonlySet<string> = new Set(),
): Promise<ReadMail> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const found = (await mailsTo(address)).filter((mail) => !seen.has(mail.file) && matches(mail)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no new mail to ${address} within ${MAIL_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The file names of every mail to `address` so far. */
export async function seenMails(address: string): Promise<Set<string>> {
  return new Set((await mailsTo(address)).map((mail) => mail.file));
}

/** The 7-character code as the mail prints it, grouped ("K7P 4MXR"). */
export function codeIn(mail: ReadMail): string {
  const code = /^([A-Z2-9]{3} [A-Z2-9]{4})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no verification code in mail ${mail.file}`);
  return code;
}

/** The first link in the mail whose path starts with `pathPrefix`, as a path with its query. */
export function linkIn(mail: ReadMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathPrefix} in mail ${mail.file}`);
}
