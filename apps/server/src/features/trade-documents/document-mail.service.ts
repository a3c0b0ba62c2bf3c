import { type Company, companyFullName, companyRepresentativeRole } from '@kontor/domain/company';
import type { Locale } from '@kontor/domain/constants';
import { type DocumentMail, documentTitleKey, type SentDocumentMail } from '@kontor/domain/document-mails';
import { translate } from '@kontor/domain/i18n/catalogs';
import { recordAuditEvent } from '../../platform/audit/audit-events';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/http/app-error';
import { type Mail, UndeliverableMailError } from '../../platform/mail/mailer';
import { getCompany } from '../company/company.service';
import { companyAddress } from '../document-engine/render/document-frame';
import { createGeneratedDocumentsRepository, type StoredGeneratedDocument } from './generated-documents.repository';
import { documentXRechnung } from './xrechnung.service';

// A generated document mailed by the dealer to the buyer. The mail is the dealer's business letter
// sent through Kontor: it names the company with its legal details (§ 35a GmbHG, § 37a HGB), answers
// go to the company's address (Reply-To), and the PDF goes exactly as it was stored (GoBD: the issued
// document, never rendered again). A public-sector buyer's invoice or cancellation invoice carries its
// XRechnung too (§ 4a ERechV: the e-invoice is the invoice such a buyer must receive), so one that
// cannot be written (9411) stops the mail. Each mail the server took is recorded (document_mails).

type Ref = { vehicleId: string; documentId: string } | { tradeId: string; documentId: string };
type Attachment = NonNullable<Mail['attachments']>[number];

/** "Rechnung · Nr. RE-2026-0001" in the document's language. */
function documentTitle(locale: Locale, document: StoredGeneratedDocument): string {
  const title = translate(locale, documentTitleKey(document));
  return document.number ? `${title} ${translate(locale, 'trades.generate.number', { number: document.number })}` : title;
}

/** The company's letter foot: name, representative, address and contact, register and tax ids as far as set. */
function companyLines(locale: Locale, company: Company): string[] {
  const t = (key: string) => translate(locale, `mail.documentMail.${key}`);
  const role = translate(locale, `company.roles.${companyRepresentativeRole(company.type)}`);
  const register = [company.commercialRegisterName, company.commercialRegisterNumber].filter(Boolean).join(' ');
  return [
    companyFullName(company),
    company.owner ? `${role}: ${company.owner}` : null,
    companyAddress(company, locale),
    company.phone ? `${t('phone')}: ${company.phone}` : null,
    company.email ? `${t('email')}: ${company.email}` : null,
    company.commercialRegisterNumber ? `${t('register')}: ${register}` : null,
    company.vatId ? `${t('vatId')}: ${company.vatId}` : null,
    company.taxNumber ? `${t('taxNumber')}: ${company.taxNumber}` : null,
  ].filter((line): line is string => Boolean(line));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The mail's subject, text and HTML in the document's language; the dealer's own text comes first, as written. */
function renderDocumentMail(input: {
  locale: Locale;
  company: Company;
  document: StoredGeneratedDocument;
  message: string | null;
  attachments: Attachment[];
  xrechnung: string | null;
}): { subject: string; text: string; html: string } {
  const { locale, company } = input;
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, `mail.documentMail.${key}`, params);
  const name = companyFullName(company);
  const document = documentTitle(locale, input.document);
  const paragraphs = [
    ...(input.message ? [input.message] : []),
    t('intro', { document, company: name }),
    ...(input.xrechnung ? [t('xrechnung', { file: input.xrechnung })] : []),
    t('attachments', { files: input.attachments.map((file) => file.filename).join(', ') }),
    ...(company.email ? [t('reply', { company: name, email: company.email })] : []),
  ];
  const greeting = translate(locale, 'mail.greeting');
  const foot = companyLines(locale, company);
  const footer = t('footer', { company: name });
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), t('closing'), name, '', '--', ...foot, '', footer].join(
    '\n',
  );
  const paragraph = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${paragraph(greeting)}
${paragraphs.map(paragraph).join('\n')}
<p>${escapeHtml(t('closing'))}<br>${escapeHtml(name)}</p>
<hr><p style="font-size:12px;color:#6b7280">${foot.map(escapeHtml).join('<br>')}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: t('subject', { document, company: name }), text, html };
}

/** Sends one mail; a refused address is 422 9138 at `field`, any other failure (server down, slow) 503 9412. */
async function send(ctx: AppContext, mail: Mail, field: string): Promise<string> {
  try {
    return (await ctx.mailer.send(mail)).messageId;
  } catch (error) {
    if (error instanceof UndeliverableMailError) throw new AppError('9138', 422, { [field]: '9138' });
    ctx.log(`document mail to ${mail.to} failed: ${String(error)}`);
    throw new AppError('9412', 503);
  }
}

/**
 * Mails one of the company's generated documents (by its vehicle or its trade; else 404) to `to`,
 * with a copy to the company's own address when asked. The record is written only once the buyer's
 * mail was taken; a copy that then fails is left out of the record and the answer (copy null).
 */
export async function sendDocumentMail(
  ctx: AppContext,
  { user, ref, input }: { user: { id: string; companyId: string }; ref: Ref; input: DocumentMail },
): Promise<SentDocumentMail> {
  const repository = createGeneratedDocumentsRepository(ctx.database.db);
  const found = await repository.findWithContent(user.companyId, ref);
  if (!found) throw notFound();
  const { document } = found;
  const company = await getCompany(ctx, user.companyId);
  if (input.copyToCompany && !company.email) throw new AppError('9413', 422, { copyToCompany: '9413' });
  // The stored bytes, never a new rendering: what the buyer gets is what was issued and is kept.
  const attachments: Attachment[] = [
    { filename: document.fileName, content: await ctx.storage.read(document.storageKey), contentType: 'application/pdf' },
  ];
  // Written before anything is sent: 9411 (company data missing) refuses the mail as a whole.
  const xrechnung = document.xrechnung ? await documentXRechnung(ctx, user.companyId, ref) : null;
  if (xrechnung) {
    attachments.push({
      filename: xrechnung.fileName,
      content: Buffer.from(xrechnung.xml, 'utf8'),
      contentType: 'application/xml',
    });
  }
  const content = renderDocumentMail({
    locale: document.language,
    company,
    document,
    message: input.message,
    attachments,
    xrechnung: xrechnung?.fileName ?? null,
  });
  const mail = {
    ...content,
    attachments,
    senderName: companyFullName(company),
    ...(company.email ? { replyTo: company.email } : {}),
  };
  const sentAt = ctx.clock.now();
  const messageId = await send(ctx, { ...mail, to: input.to }, 'to');
  let copy: string | null = null;
  if (input.copyToCompany && company.email) {
    // The buyer's mail went: a copy that fails now must not hide that, so it is only logged.
    copy = await send(ctx, { ...mail, to: company.email }, 'copyToCompany').then(
      () => company.email,
      (error: unknown) => {
        ctx.log(`copy of document mail ${messageId} not sent: ${String(error)}`);
        return null;
      },
    );
  }
  const names = attachments.map((file) => file.filename);
  // The mail's record and its row of the audit trail together (GoBD).
  await ctx.database.db.transaction(async (tx) => {
    await createGeneratedDocumentsRepository(tx).insertMail({
      companyId: user.companyId,
      documentId: document.id,
      recipient: input.to,
      copy,
      sentAt,
      sentBy: user.id,
      messageId,
      attachments: names,
    });
    await recordAuditEvent(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'DOCUMENT_MAILED',
      objectType: 'DOCUMENT',
      objectId: document.id,
      label: document.number ?? document.fileName,
      documentSha256: document.sha256,
      details: { documentType: document.documentType, recipient: input.to, copy, attachments: names },
    });
  });
  return { recipient: input.to, sentAt: sentAt.toISOString(), copy, attachments: names };
}
