import { companyFullName, companyRepresentativeRole } from '@kontor/domain/company';
import { formatPhone } from '@kontor/domain/display-format';
import { translate } from '@kontor/domain/i18n/catalogs';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { RenderOptions } from '../document-content';
import { companyAddress, isPurchaseContent, partyName, recipientOf, type TradeContent } from './document-frame';
import { openDocument } from './document-layout';
import { keepCitations, vehicleFacts } from './contract.document';

// The information of Art. 13 GDPR for the customer whose data the dealer collects: the buyer of a
// sale, the seller of a purchase. The controller (the company, from the document's snapshot),
// purposes and legal bases, recipients, no transfer to third countries, storage duration with the
// retention periods, the rights, the complaint to a supervisory authority, whether the data are
// required, no automated decisions; signed by the customer as acknowledged. A purchase's notice is
// the same notice: where its words differ (`purchase.privacy.*`, e.g. the seller's bank details,
// the check of the vehicle's origin) they replace the sale's, everything else is shared.

/** The sections after the controller's, each a heading and a body, some with a list. */
const SECTIONS: Array<{ key: string; items?: string[] }> = [
  { key: 'data' },
  { key: 'purposes', items: ['contract', 'legal', 'interests'] },
  { key: 'recipients', items: ['taxAdviser', 'authorities', 'bank', 'registration', 'processors'] },
  { key: 'transfer' },
  { key: 'storage' },
  { key: 'rights', items: ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdrawal'] },
  { key: 'complaint' },
  { key: 'required' },
  { key: 'automated' },
];

/** A purchase's own wording of `key` where `purchase.privacy` has one (the catalogue answers a missing key with the key). */
function privacyKey(content: TradeContent, key: string): string {
  const own = `purchase.privacy.${key}`;
  return isPurchaseContent(content) && documentText(content.locale, own) !== own ? own : `privacy.${key}`;
}

export async function renderPrivacy(content: TradeContent, options: RenderOptions): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => documentText(content.locale, key, params);
  const p = (key: string, params?: Record<string, string | number>) => keepCitations(t(privacyKey(content, key), params));
  const { company, vehicle, locale } = content;
  const page = openDocument(content, options, {
    title: p('title'),
    facts: vehicleFacts(content, { label: t('common.date'), iso: content.issuedOn }),
  });
  page.paragraph(p('intro', { vehicle: `${vehicle.make} ${vehicle.model} (${t('common.vin')} ${vehicle.vinCode})` }));

  page.heading(p('controller.heading'));
  page.paragraph(p('controller.body'));
  const role = translate(locale, `company.roles.${companyRepresentativeRole(company.type)}`);
  page.paragraph(
    [
      companyFullName(company),
      companyAddress(company, locale, true),
      company.owner ? p('controller.representedBy', { name: company.owner, role }) : null,
      company.phone ? p('controller.phone', { phone: formatPhone(company.phone) }) : null,
      company.email ? p('controller.email', { email: company.email }) : null,
    ]
      .filter(Boolean)
      .join('\n'),
  );

  for (const section of SECTIONS) {
    page.heading(p(`${section.key}.heading`));
    // Purposes list their legal bases without an introducing sentence.
    if (section.key !== 'purposes') page.paragraph(p(`${section.key}.body`));
    if (section.items) page.paragraph(section.items.map((item) => `•  ${p(`${section.key}.${item}`)}`).join('\n'));
  }

  page.space();
  // "Zur Kenntnis genommen:" introduces the signature: it never ends a page the signature is not on.
  page.paragraph(p('acknowledged'), { bold: true, keepWithNext: true });
  page.signatures({
    place: company.city,
    date: page.date(content.issuedOn),
    signers: [
      `${isPurchaseContent(content) ? p('signature') : p('signatures.buyer')} (${partyName(recipientOf(content), locale)})`,
    ],
  });
  return page.finish();
}
