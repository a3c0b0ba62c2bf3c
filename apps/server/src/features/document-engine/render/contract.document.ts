import { amountInWords } from '@kontor/domain/amount-in-words';
import { companyFullName, companyRepresentativeRole } from '@kontor/domain/company';
import { translate } from '@kontor/domain/i18n/catalogs';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { kwToPs } from '@kontor/domain/vehicles';
import { isConsumerSale, statedTotalMileage, type TradeParty } from '@kontor/domain/trades';
import type { DocumentContent, RenderOptions } from '../document-content';
import { formatDayOrMonth } from './day-or-month';
import { companyAddress, isPurchaseContent, partyAddressLines, partyName, type TradeContent } from './document-frame';
import { type DocumentPage, openDocument } from './document-layout';
import { type Fact } from './document-head';
import { formatDate } from './document-formats';
import { saleTaxationNotice } from './tax-notices';

// The purchase contract for a used vehicle (Kaufvertrag, § 433 BGB): both
// parties, the vehicle's data, accident damage, what is handed over, the price in figures and in
// words with the taxation as the invoice states it, the liability for defects by trade type, the
// retention of title, the dealer's terms when the buyer accepted them, place, date and signatures.
// The binding order and the protocol print the same parties, vehicle, price and warranty, so those
// blocks are exported from here; the purchase contract (purchase-contract.document.ts) shares the
// ones that read no sale's field (parties, vehicle, accident damage, what is handed over).

/** The label column of every label/value block, wide enough for the vehicle's long labels, so all values align. */
export const LABEL_SHARE = 0.42;

/** What the layout's signatures take: a place/date line and a signature line with their labels, and spacing. */
export const SIGNATURE_ROOM = 130;

type Text = (key: string, params?: Record<string, string | number>) => string;

/** The contract's own texts (`contract.*`), also read by the binding order, the protocol and a purchase's documents. */
export function contractText(page: DocumentPage<TradeContent>): Text {
  return (key, params) => keepCitations(page.t(`contract.${key}`, params));
}

/** Keeps "§ 477", "Art. 15", "Abs. 2", "Nr. 1a", "lit. f" together when a line wraps (no-break spaces). */
export function keepCitations(text: string): string {
  return text.replace(/(§|Art\.|Abs\.|Nr\.|No\.|lit\.) (?=\S)/g, '$1\u00a0');
}

/** A ticked or an empty box before a line (DejaVu Sans has both glyphs). */
export function checkbox(checked: boolean): string {
  return checked ? '☑' : '☐';
}

/** The facts beside the address field: the document's date and the vehicle it is about. */
export function vehicleFacts(content: TradeContent, date: { label: string; iso: string }): Fact[] {
  const t = (key: string) => documentText(content.locale, key);
  return [
    { label: date.label, value: formatDate(content.locale, date.iso) },
    { label: t('common.vehicle'), value: `${content.vehicle.make} ${content.vehicle.model}` },
    { label: t('common.vin'), value: content.vehicle.vinCode },
  ];
}

/** The company's lines (a sale's seller, a purchase's buyer): full name, address, who represents it, VAT id and tax number. */
export function companyLines(page: DocumentPage<TradeContent>): string[] {
  const c = contractText(page);
  const { company, locale } = page.content;
  const role = translate(locale, `company.roles.${companyRepresentativeRole(company.type)}`);
  return [
    companyFullName(company),
    companyAddress(company, locale, true),
    company.owner ? c('party.representedBy', { name: company.owner, role }) : null,
    company.vatId ? `${c('party.vatId')}: ${company.vatId}` : null,
    company.taxNumber ? `${c('party.taxNumber')}: ${company.taxNumber}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** The buyer's lines (see partyLines); without `identity` only name and address (the protocol's). */
export function buyerLines(page: DocumentPage, identity = true): string[] {
  return partyLines(page, page.content.buyer, identity);
}

/**
 * A customer's lines: name and address; a person with date (and place) of birth and ID document,
 * a business with its VAT id. Without `identity` only name and address.
 */
export function partyLines(page: DocumentPage<TradeContent>, party: TradeParty, identity = true): string[] {
  const c = contractText(page);
  const { locale, company } = page.content;
  const lines = [partyName(party, locale), ...partyAddressLines(party, { locale, homeCountryId: company.countryId })];
  if (!identity) return lines;
  if (party.type === 'BUSINESS') {
    if (party.vatId) lines.push(`${c('party.vatId')}: ${party.vatId}`);
    return lines;
  }
  if (party.birthday) {
    const place = party.placeOfBirth ? ` · ${c('party.placeOfBirth')}: ${party.placeOfBirth}` : '';
    lines.push(`${c('party.birthday')}: ${page.date(party.birthday)}${place}`);
  }
  if (party.passport) {
    const document = [
      `${c('party.idDocument')}: ${party.passport}`,
      party.passportFrom ? `${c('party.idAuthority')}: ${party.passportFrom}` : null,
      party.passportExpired ? `${c('party.idExpiry')}: ${page.date(party.passportExpired)}` : null,
    ];
    lines.push(document.filter(Boolean).join(', '));
  }
  return lines;
}

/**
 * The total mileage as the seller states it, as the row's value; null when the seller states none. A
 * sale's seller is the dealer, who chose the statement in the wizard (statedTotalMileage): the reading
 * at handover, another known total, or none known ("laut Tacho"), printed exactly so. A purchase's
 * seller is the customer, whose only statement on it is the assurance that the odometer shows the
 * total (mileageConfirmed): then the total is the reading at handover. The dealer's own record of the
 * vehicle is not the seller's word, and "0 km" beside a reading of 12.345 km would contradict it.
 */
function statedMileage(page: DocumentPage<TradeContent>, km: (value: number) => string): string | null {
  const c = contractText(page);
  const { content } = page;
  if (isPurchaseContent(content))
    return content.trade.mileageConfirmed && content.trade.handoverMileage !== null ? km(content.trade.handoverMileage) : null;
  const { trade } = content;
  if (trade.mileageStatement === 'UNKNOWN') return c('vehicle.mileageUnknown');
  const total = statedTotalMileage(trade);
  // The odometer's total with the reading still to be written in by hand: it is that reading.
  return total === null ? c('vehicle.mileageAsRead') : km(total);
}

/** The vehicle's data as label/value rows; `short` keeps what identifies it (the binding order's). */
export function vehicleRows(page: DocumentPage<TradeContent>, short = false): Array<[string, string]> {
  const c = contractText(page);
  const { vehicle, trade, locale } = page.content;
  const none = c('vehicle.none');
  const km = (value: number) => c('vehicle.kilometres', { km: page.number(value) });
  const power = vehicle.power > 0 ? c('vehicle.powerValue', { kw: vehicle.power, ps: kwToPs(vehicle.power) }) : none;
  const identity: Array<[string, string]> = [
    [c('vehicle.make'), vehicle.make],
    [c('vehicle.model'), vehicle.model],
    [c('vehicle.licencePlate'), vehicle.licencePlate ?? none],
    [c('vehicle.vin'), vehicle.vinCode],
    [c('vehicle.briefNumber'), vehicle.briefNumber || none],
    [c('vehicle.firstRegistration'), vehicle.firstRegistered ? formatDayOrMonth(page.locale, vehicle.firstRegistered) : none],
    [c('vehicle.power'), power],
  ];
  const stated = statedMileage(page, km);
  const knownRow: Array<[string, string]> = stated === null ? [] : [[c('vehicle.mileageKnown'), stated]];
  if (short) return [...identity, ...knownRow];
  return [
    ...identity,
    [
      c('vehicle.engineCapacity'),
      vehicle.engineCapacity > 0 ? c('vehicle.engineCapacityValue', { ccm: page.number(vehicle.engineCapacity) }) : none,
    ],
    [c('vehicle.fuel'), translate(locale, `vehicles.enums.fuelType.${vehicle.fuelType}`)],
    [c('vehicle.gear'), translate(locale, `vehicles.enums.gearType.${vehicle.gearType}`)],
    [c('vehicle.nextInspection'), vehicle.nextInspection ? page.month(vehicle.nextInspection) : none],
    // The reading at handover is written in by hand when the wizard did not record it.
    [c('vehicle.mileageRead'), trade.handoverMileage === null ? `${c('vehicle.toFill')} km` : km(trade.handoverMileage)],
    ...knownRow,
    [c('vehicle.previousOwners'), String(vehicle.previousOwners)],
    [c('vehicle.colour'), vehicle.colour ?? none],
    [c('vehicle.equipment'), vehicle.equipment.length ? vehicle.equipment.join(', ') : none],
  ];
}

/**
 * Every damage known to the seller, each once, as the documents both parties sign state it: on a
 * sale (the dealer sells) the trade's notes and the dealer's note on the vehicle, which the dealer
 * owes the buyer; on a purchase only what the seller declared (the trade's notes), never
 * the dealer's internal note on the vehicle, which the seller did not state and cannot vouch for.
 * The contracts and the handover protocols read it here, so that the two never differ.
 */
export function knownDamage(content: TradeContent): string[] {
  const { trade, vehicle } = content;
  const known = isPurchaseContent(content) ? [trade.damageNotes] : [trade.damageNotes, vehicle.accidentNote];
  return [...new Set(known.filter((note): note is string => Boolean(note?.trim())))];
}

/** The accident line by the trade's answer, then every damage known to the seller (knownDamage). */
export function accidentLines(page: DocumentPage<TradeContent>): string[] {
  const c = contractText(page);
  const { trade } = page.content;
  const notes = knownDamage(page.content);
  return [
    c(`accident.${trade.damaged}`),
    notes.length ? c('accident.notes', { notes: notes.join('; ') }) : c('accident.noNotes'),
  ];
}

/** The papers handed over with the vehicle, ticked or not, and the number of keys: one line each. */
export function handoverList(page: DocumentPage<TradeContent>): string {
  const c = contractText(page);
  const { trade } = page.content;
  return [
    `${checkbox(trade.registrationSertificate1)} ${c('handover.zb1')}`,
    `${checkbox(trade.registrationSertificate2)} ${c('handover.zb2')}`,
    `${checkbox(trade.inspectionAvailable)} ${c('handover.inspection')}`,
    c('handover.keys', { count: trade.vehicleKeysCount }),
  ].join('\n');
}

/** Price in figures and words, the taxation as on the invoice, deposit, balance, method and term. */
export function priceBlock(page: DocumentPage): void {
  const c = contractText(page);
  const { trade, locale } = page.content;
  const { amounts } = trade;
  page.rows(
    [
      [
        c('price.price'),
        `${page.money(amounts.grossCents)}\n${c('price.inWords', { words: amountInWords(amounts.grossCents, locale) })}`,
      ],
    ],
    LABEL_SHARE,
  );
  const notice = saleTaxationNotice(page.content);
  if (notice) page.notice(notice, { bold: amounts.taxation === 'MARGIN' });
  else {
    // The VAT the price contains is part of the price's statement: on the next page, apart from the
    // price, it would read as a clause of its own.
    const vat = { rate: amounts.vatRate, vat: page.money(amounts.vatCents), net: page.money(amounts.netCents) };
    page.paragraph(c('taxation.STANDARD', vat), { keepWithPrevious: true });
  }
  if (amounts.taxation === 'EXPORT' || amounts.taxation === 'INTRA_EU') page.paragraph(c(`proof.${amounts.taxation}`));
  page.rows(
    [
      ...(amounts.depositCents > 0
        ? [
            [c('price.deposit'), page.money(amounts.depositCents)] as [string, string],
            [c('price.amountDue'), page.money(amounts.amountDueCents)] as [string, string],
          ]
        : []),
      [c('price.method'), c(`price.methods.${trade.paymentMethod}`)],
      // "Der Restbetrag" only when a deposit leaves a balance; otherwise the whole price is due.
      [c('price.term'), c(`price.${amounts.depositCents > 0 ? 'terms' : 'termsWithoutDeposit'}.${trade.paymentType}`)],
    ],
    LABEL_SHARE,
  );
}

/**
 * The liability for defects by buyer and trade type and the warranty field. Towards a consumer it is
 * never excluded, whatever the trade asks (the server refuses it too; the document must not print it
 * whatever it is given): statutory, or one year by separate agreement (§476 Abs. 2 BGB), with the
 * 12-month presumption (§477 BGB). A business buyer, also one exporting, may have it excluded. Every
 * limitation keeps intent, gross negligence and injury (§309 Nr. 7 BGB).
 */
export function warrantyBlock(page: DocumentPage): void {
  const c = contractText(page);
  const { trade, company, issuedOn } = page.content;
  // The domain's one rule, as the wizard and the API apply it (a private person who buys for export is still a consumer).
  const consumer = isConsumerSale(page.content.trade, page.content.buyer);
  const paragraphs: string[] = [];
  if (consumer) {
    paragraphs.push(
      ...(trade.warranty === 'ONE_YEAR' ? [c('warranty.oneYearConsumer'), c('warranty.limits')] : [c('warranty.statutory')]),
    );
    paragraphs.push(c('warranty.presumption'));
  } else if (trade.warranty === 'EXCLUDED') paragraphs.push(c('warranty.excluded'), c('warranty.limits'));
  else if (trade.warranty === 'ONE_YEAR') paragraphs.push(c('warranty.oneYearBusiness'), c('warranty.limits'));
  else paragraphs.push(c('warranty.statutory'));
  for (const paragraph of paragraphs) page.paragraph(paragraph);
  if (trade.tradeType === 'EXPORT') page.paragraph(c('warranty.exportDeclaration'), { bold: true });
  if (consumer && trade.warranty === 'ONE_YEAR') {
    // The separate agreement stands apart from the rest and is signed on its own, on the same page
    // as its text (the room kept: the framed text, then place/date and one signature line).
    const agreement = `${c('warranty.agreementTitle')}\n${c('warranty.agreement')}`;
    page.keep(page.doc.heightOfString(agreement, { width: page.width - 12 }) + 12 + SIGNATURE_ROOM);
    page.notice(agreement, { bold: false });
    page.signatures({ place: company.city, date: page.date(issuedOn), signers: [c('warranty.agreementSignature')] });
  }
}

/** The dealer's terms, printed only when the buyer accepted them in the wizard. */
export function termsBlock(page: DocumentPage, heading: string): void {
  const { trade, template } = page.content;
  if (!trade.termsOfUse || !template.terms) return;
  page.heading(heading);
  page.paragraph(contractText(page)('termsIntro'));
  page.terms();
}

export async function renderContract(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
  const t = (key: string) => documentText(content.locale, key);
  const page = openDocument(content, options, {
    title: t('contract.title'),
    facts: vehicleFacts(content, { label: t('common.date'), iso: content.issuedOn }),
  });
  const c = contractText(page);
  const { trade } = content;
  page.paragraph(c('intro'));
  page.rows(
    [
      [c('party.seller'), companyLines(page).join('\n')],
      [c('party.buyer'), buyerLines(page).join('\n')],
    ],
    LABEL_SHARE,
  );

  page.heading(c('sections.vehicle'));
  page.rows(vehicleRows(page), LABEL_SHARE);

  page.heading(c('sections.accident'));
  for (const line of accidentLines(page)) page.paragraph(line);

  page.heading(c('sections.handover'));
  page.paragraph(c('handover.intro'));
  page.paragraph(handoverList(page));
  page.paragraph(c('handover.date', { date: page.date(trade.handoverOn) }));

  page.heading(c('sections.price'));
  priceBlock(page);

  page.heading(c('sections.warranty'));
  warrantyBlock(page);

  page.heading(c('sections.ownership'));
  page.paragraph(c('ownership'));

  if (trade.contractComments) {
    page.heading(c('sections.comments'));
    page.paragraph(trade.contractComments);
  }
  termsBlock(page, c('sections.terms'));

  page.signatures({
    place: content.company.city,
    date: page.date(content.issuedOn),
    signers: [c('signatures.seller'), c('signatures.buyer')],
  });
  return page.finish();
}
