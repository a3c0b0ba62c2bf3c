// The parts of a raw RFC 822 / MIME mail as the .eml writer (nodemailer) produces it: headers,
// nested multiparts, base64 and quoted-printable bodies, RFC 2231 file names (long or non-ASCII names
// are split into filename*0*=…; filename*1*=…). Enough to check what a mail carried, byte for byte.

export type MailPart = { contentType: string; filename: string | null; body: Buffer };

/** A header of `headers`, unfolded; '' when missing. */
export function mailHeader(headers: string, name: string): string {
  const match = new RegExp(`^${name}:(.*(?:\\n[ \\t].*)*)`, 'im').exec(headers);
  return (match?.[1] ?? '').replace(/\n[ \t]+/g, ' ').trim();
}

/** A parameter of a header value, plain, quoted, RFC 2231 extended or continued. */
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
  // The first encoded piece starts with charset'language'.
  return decodeURIComponent(joined.replace(/^[\w-]*'[\w-]*'/, ''));
}

function decodeBody(encoding: string, body: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\n/g, '');
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(body, 'utf8');
}

/** Every leaf part of the mail (the text, the HTML, each attachment), in order. */
export function mailParts(raw: string): MailPart[] {
  const source = raw.replace(/\r\n/g, '\n');
  const split = source.indexOf('\n\n');
  const headers = split < 0 ? source : source.slice(0, split);
  const body = split < 0 ? '' : source.slice(split + 2);
  const contentType = mailHeader(headers, 'Content-Type') || 'text/plain';
  const boundary = parameter(contentType, 'boundary');
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => mailParts(section.replace(/^\n/, '').replace(/\n$/, '')));
  }
  const disposition = mailHeader(headers, 'Content-Disposition');
  return [
    {
      contentType: contentType.split(';')[0]!.trim().toLowerCase(),
      filename: parameter(disposition, 'filename') ?? parameter(contentType, 'name'),
      body: decodeBody(mailHeader(headers, 'Content-Transfer-Encoding').toLowerCase(), body),
    },
  ];
}

/** The mail's attachments (parts with a file name). */
export function mailAttachments(raw: string): MailPart[] {
  return mailParts(raw).filter((part) => part.filename !== null);
}

/** The mail's text/plain part as text. */
export function mailText(raw: string): string {
  return (
    mailParts(raw)
      .find((part) => part.contentType === 'text/plain')
      ?.body.toString('utf8') ?? ''
  );
}

/** A header with its RFC 2047 encoded words ("=?UTF-8?Q?…?=") decoded. */
export function decodedHeader(raw: string, name: string): string {
  const source = raw.replace(/\r\n/g, '\n');
  const headers = source.slice(0, source.indexOf('\n\n'));
  return mailHeader(headers, name)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (...[, , kind = '', text = '']: string[]) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
