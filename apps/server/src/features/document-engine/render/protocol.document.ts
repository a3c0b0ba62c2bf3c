import { companyFullName } from '@kontor/domain/company';
import { documentText } from '@kontor/domain/i18n/documents/catalog';
import type { DocumentContent, RenderOptions } from '../document-content';
import type { TradeContent } from './document-frame';
import { type DocumentPage, openDocument } from './document-layout';
import { type Fact } from './document-head';
import { buyerLines, checkbox, contractText, knownDamage, LABEL_SHARE, vehicleFacts } from './contract.document';

// The handover protocol (Übergabeprotokoll): date and time, place, the vehicle, the
// mileage at handover, the fuel level, the keys and the documents handed over (ticked boxes),
// visible damage, remarks and both signatures. What only the handover itself can tell (the time,
// the fuel level, damage nobody noted) gets a blank line to fill in by hand. A purchase's protocol
// (purchase-protocol.document.ts) is the same form with the parties the other way round, so the
// facts and the body are exported.

const BLANK = '____________________________';

/**
 * The facts beside the address: handover day and the vehicle (make, model, plate, VIN), which
 * keeps the protocol on one page.
 */
export function protocolFacts(content: TradeContent): Fact[] {
  const t = (key: string) => documentText(content.locale, key);
  const { trade, vehicle } = content;
  return [
    ...vehicleFacts(content, { label: t('protocol.date'), iso: trade.handoverOn }).slice(0, 2),
    { label: t('contract.vehicle.licencePlate'), value: vehicle.licencePlate ?? t('contract.vehicle.none') },
    { label: t('contract.vehicle.vin'), value: vehicle.vinCode },
  ];
}

/**
 * The protocol from the parties to the signatures: who hands over (the seller) and who takes over
 * (the buyer), each on one line, as the caller names them; the handover, the vehicle's state, keys
 * and papers, the remarks and both signatures.
 */
export function protocolBody(page: DocumentPage<TradeContent>, parties: { seller: string; buyer: string }): void {
  const p = (key: string, params?: Record<string, string | number>) => page.t(`protocol.${key}`, params);
  const c = contractText(page);
  const { trade, company } = page.content;
  page.rows(
    [
      [p('seller'), parties.seller],
      [p('buyer'), parties.buyer],
    ],
    LABEL_SHARE,
  );

  page.heading(p('sections.handover'));
  page.rows(
    [
      [p('date'), page.date(trade.handoverOn)],
      [p('time'), p('timeValue')],
      [p('place'), company.city],
    ],
    LABEL_SHARE,
  );

  page.heading(p('sections.state'));
  // The damage the contract states, by the same rule: a purchase's seller confirms only what they declared.
  const notes = knownDamage(page.content);
  page.rows(
    [
      [
        p('mileage'),
        trade.handoverMileage === null ? `${BLANK} km` : c('vehicle.kilometres', { km: page.number(trade.handoverMileage) }),
      ],
      [p('fuel'), BLANK],
      // Known damage is printed; below it (or instead of it) room for what is seen at the handover.
      [p('damage'), [...notes, BLANK, BLANK].join('\n')],
    ],
    LABEL_SHARE,
  );

  page.heading(p('sections.items'));
  page.paragraph(p('keys', { count: trade.vehicleKeysCount }));
  page.paragraph(p('documents'));
  page.paragraph(
    [
      `${checkbox(trade.registrationSertificate1)} ${p('zb1')}`,
      `${checkbox(trade.registrationSertificate2)} ${p('zb2')}`,
      `${checkbox(trade.inspectionAvailable)} ${p('inspection')}`,
    ].join('\n'),
  );

  if (trade.protocolComments) {
    page.heading(p('sections.comments'));
    page.paragraph(trade.protocolComments);
  }

  page.space();
  page.paragraph(p('confirmation'));
  page.signatures({
    place: company.city,
    date: page.date(trade.handoverOn),
    signers: [p('signatures.seller'), p('signatures.buyer')],
  });
}

export async function renderProtocol(content: DocumentContent, options: RenderOptions): Promise<Buffer> {
  const page = openDocument(content, options, {
    title: documentText(content.locale, 'protocol.title'),
    facts: protocolFacts(content),
  });
  // One line per party: the buyer's full address is in the address field already.
  protocolBody(page, { seller: companyFullName(content.company), buyer: buyerLines(page, false).join(', ') });
  return page.finish();
}
