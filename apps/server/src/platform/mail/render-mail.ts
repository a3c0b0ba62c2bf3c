import type { Locale } from '@kontor/domain/constants';
import { translate } from '@kontor/domain/i18n/catalogs';
import { operatorLetterLines, type OperatorDetails } from '@kontor/domain/operator';

type MailContent = {
  subject: string;
  paragraphs: string[];
  /** A code shown large, e.g. the e-mail verification code. */
  code?: string;
  link?: { href: string; label: string };
  /**
   * The operator who sends it: a mail of a company is a business letter, so its foot names the name
   * with the legal form, the register entry and the representatives (§ 35a GmbHG, § 37a HGB).
   */
  sender: OperatorDetails;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Every mail has the same frame; the language is passed in, never taken from a session. */
export function renderMail(locale: Locale, content: MailContent): { subject: string; text: string; html: string } {
  const greeting = translate(locale, 'mail.greeting');
  const closing = translate(locale, 'mail.closing');
  const footer = translate(locale, 'mail.footer');
  const senderLines = operatorLetterLines(locale, content.sender);
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.href}`, ''] : []),
    closing,
    '',
    '--',
    footer,
    ...senderLines,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${content.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;font-family:monospace">${escapeHtml(content.code)}</p>` : ''}
${content.link ? `<p><a href="${escapeHtml(content.link.href)}">${escapeHtml(content.link.label)}</a></p>` : ''}
<p>${escapeHtml(closing)}</p>
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
<p style="font-size:12px;color:#6b7280">${senderLines.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject: content.subject, text, html };
}
