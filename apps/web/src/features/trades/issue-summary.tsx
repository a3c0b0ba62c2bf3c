import { customerDisplayName } from '@kontor/domain/customers';
import type { DocumentType, TradeParty } from '@kontor/domain/trades';
import type { Vehicle } from '@kontor/domain/vehicles';
import { Alert, Button, Card, Descriptions } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../app/api-client';
import { formatMoney } from '../../app/format';
import { useUiLocale } from '../../ui/use-ui-locale';

// What the generate step shows before it issues anything, and what both wizards show when another
// tab changed the trade since this tab last read or saved it (409 9541).

type IssueSummaryProps = {
  /** Where the texts are: `${texts}.summary`, `.party`, `.noParty`, `.grossPrice` (trades.generate, purchase.generate). */
  texts: string;
  /** The buyer (a sale) or the seller (a purchase) as this tab last saved the trade. */
  party: TradeParty | null;
  grossCents: number;
};

/**
 * Whom the invoice (the contract) names and the gross price it states, as this tab last saved the
 * trade: the request sends that version, so the document says exactly this or is refused.
 */
export function IssueSummary({ texts, party, grossCents }: IssueSummaryProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const name = party ? customerDisplayName(party) : '';
  return (
    <Card size="small" title={t(`${texts}.summary`)} data-testid="issue-summary">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'party', label: t(`${texts}.party`), children: name || t(`${texts}.noParty`) },
          { key: 'gross', label: t(`${texts}.grossPrice`), children: <strong>{formatMoney(grossCents, locale)}</strong> },
        ]}
      />
    </Card>
  );
}

/** The sale's documents that print the vehicle's first registration; the server refuses them without it (9561). */
const PRINT_FIRST_REGISTRATION: ReadonlySet<DocumentType> = new Set(['INVOICE', 'CONTRACT']);

/** Whether documents about to be made need a first registration the vehicle does not have. */
export const lacksFirstRegistration = (vehicle: Pick<Vehicle, 'firstRegistered'>, documents: readonly DocumentType[]): boolean =>
  !vehicle.firstRegistered && documents.some((type) => PRINT_FIRST_REGISTRATION.has(type));

/** Says, before anything is made, that the vehicle's first registration is missing, with the way to the vehicle. */
export function FirstRegistrationMissing({ vehicleId, style }: { vehicleId: string; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={style}
      title={t('errors.9561')}
      // Under the reason, not beside it: a phone leaves the reason its whole width.
      description={<Link to={`/vehicles/${vehicleId}`}>{t('trades.wizard.toVehicle')}</Link>}
    />
  );
}

/** The trade was changed elsewhere meanwhile: the server refused this tab's change (409 9541). */
export const isChangedElsewhere = (error: unknown): boolean => error instanceof ApiError && error.code === '9541';

/**
 * The refusal, with the offer to load the current version. Until the dealer takes it, what they typed
 * stays in the form (they may want to copy it over).
 */
export function ChangedElsewhere({ onReload }: { onReload(): Promise<void> }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const reload = () => {
    setLoading(true);
    void onReload().finally(() => setLoading(false));
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('errors.9541')}
      action={
        <Button size="small" onClick={reload} loading={loading}>
          {t('trades.wizard.loadCurrent')}
        </Button>
      }
    />
  );
}
