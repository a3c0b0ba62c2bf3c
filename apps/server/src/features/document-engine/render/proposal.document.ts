import { addDays } from '@kontor/domain/business-calendar';
import { translate } from '@kontor/domain/i18n/catalogs';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import { PROPOSAL_VALID_DAYS } from '@kontor/domain/trades';
import type { DocumentContent, RenderOptions } from '../document-content';
import { formatDayOrMonth } from './day-or-month';
import { accidentLines } from './contract.document';
import { type DocumentPage, openDocument } from './document-layout';
import { formatDate } from './document-formats';
import { amountLines } from './invoice.document';
import { saleTaxationNotice } from './tax-notices';

// The proposal (Angebot): an offer for the vehicle with its data, the accident damage and every
// known damage as the contract and binding order will state them (an offer that kept quiet about
// them would describe another vehicle than the one sold), and the price, the VAT shown by the
// sale's taxation exactly as the invoice will show it, valid for PROPOSAL_VALID_DAYS, under the
// invoice template's terms.

/** 1 kW = 1.35962 PS (metric horsepower), as registration papers convert it. */
const PS_PER_KW = 1.35962;

/** The day a proposal made on `issuedOn` stops binding the dealer. */
function proposalValidUntil(issuedOn: string): string {
  return addDays(issuedOn, PROPOSAL_VALID_DAYS);
}

function vehicleRows(page: DocumentPage): Array<[string, string]> {
  const { t, content, locale } = page;
  const { vehicle, trade } = content;
  const rows: Array<[string, string | null]> = [
    [t('common.vehicle'), `${vehicle.make} ${vehicle.model}`],
    [t('common.vin'), vehicle.vinCode],
    [t('common.firstRegistration'), vehicle.firstRegistered ? formatDayOrMonth(page.locale, vehicle.firstRegistered) : null],
    [t('common.mileage'), `${page.number(trade.handoverMileage ?? vehicle.mileage)} km`],
    [t('common.power'), t('proposal.powerValue', { kw: vehicle.power, ps: Math.round(vehicle.power * PS_PER_KW) })],
    [
      t('common.engineCapacity'),
      vehicle.engineCapacity ? t('proposal.capacityValue', { ccm: page.number(vehicle.engineCapacity) }) : null,
    ],
    [t('common.fuelType'), translate(locale, `vehicles.enums.fuelType.${vehicle.fuelType}`)],
    [t('common.gearType'), translate(locale, `vehicles.enums.gearType.${vehicle.gearType}`)],
    [t('common.colour'), vehicle.colour],
    [t('common.licencePlate'), vehicle.licencePlate],
    // The HU is due in a month, not on a day: printed as the contract prints it.
    [t('common.nextInspection'), page.month(vehicle.nextInspection)],
    [t('common.previousOwners'), String(vehicle.previousOwners)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export async function renderProposal(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
  const { locale, vehicle } = content;
  const t = (key: string, params?: Record<string, string | number>) => documentText(locale, key, params);
  const validUntil = formatDate(locale, proposalValidUntil(content.issuedOn));
  const page = openDocument(content, options, {
    title: `${t('proposal.title')}: ${vehicle.make} ${vehicle.model}`,
    facts: [
      { label: t('proposal.date'), value: formatDate(locale, content.issuedOn) },
      { label: t('proposal.validUntil'), value: validUntil },
    ],
  });
  page.paragraph(t('proposal.intro'));
  page.heading(t('proposal.vehicleData'));
  page.rows(vehicleRows(page));
  // Below the vehicle's data, as the binding order prints them.
  for (const line of accidentLines(page)) page.paragraph(line);
  if (vehicle.equipment.length) {
    page.heading(t('common.equipment'));
    page.paragraph(vehicle.equipment.join(', '));
  }
  page.heading(t('proposal.priceHeading'));
  // An offer names the price; a deposit is agreed only with the sale.
  page.totals(amountLines(page, { deposit: false }));
  const notice = saleTaxationNotice(page.content);
  if (notice) page.notice(notice);
  page.paragraph(t('proposal.validity', { date: validUntil }), { bold: true });
  page.terms();
  return page.finish();
}
