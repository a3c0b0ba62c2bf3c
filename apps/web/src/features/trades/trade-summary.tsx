import type { Locale } from '@kontor/domain/constants';
import type { TradeAmounts } from '@kontor/domain/vat';
import { Card, Divider, theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';

// A figure's row wraps: the label takes the room left and breaks between words; when even its
// shortest line and the amount do not fit side by side (a phone), the amount moves under it.
const rowStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 16, paddingBlock: 4 };
const labelStyle: CSSProperties = { flex: '1 1 10em', minWidth: 0, margin: 0, overflowWrap: 'break-word' };
// An amount is never broken ("798,32 €" in one piece); tabular digits line the amounts up.
const amountStyle: CSSProperties = {
  margin: 0,
  marginInlineStart: 'auto',
  whiteSpace: 'nowrap',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
};

/** Label and amount pairs as a description list (antd's Descriptions gives its value column no room of its own). */
function Figures({ children }: { children: ReactNode }) {
  return <dl style={{ margin: 0 }}>{children}</dl>;
}

function Figure({ label, children, strong = false }: { label: string; children: string; strong?: boolean }) {
  const { token } = theme.useToken();
  return (
    <div style={rowStyle}>
      <dt style={{ ...labelStyle, color: token.colorTextSecondary }}>{label}</dt>
      <dd style={amountStyle}>{strong ? <strong>{children}</strong> : children}</dd>
    </div>
  );
}

/**
 * The live figures of the price step: what the invoice will show, and for §25a what the books need.
 * A purchase (`purchase`) shows the price the dealer pays: net and VAT when the seller's invoice
 * shows VAT, and no deposit.
 */
export function TradeSummary({
  amounts,
  locale,
  purchase = false,
}: {
  amounts: TradeAmounts;
  locale: Locale;
  purchase?: boolean;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, locale);
  const margin = amounts.taxation === 'MARGIN';
  return (
    <Card
      size="small"
      title={t(purchase ? 'purchase.summary.title' : 'trades.summary.title')}
      aria-live="polite"
      data-testid="trade-summary"
    >
      <Figures>
        {/* Net and VAT only where the invoice shows them: without VAT the net is the gross. */}
        {amounts.taxation === 'STANDARD' && (
          <>
            <Figure label={t('trades.summary.net')}>{money(amounts.netCents)}</Figure>
            <Figure label={t('trades.summary.vat', { rate: amounts.vatRate })}>{money(amounts.vatCents)}</Figure>
          </>
        )}
        <Figure label={t('trades.summary.gross')} strong>
          {money(amounts.grossCents)}
        </Figure>
        {!purchase && (
          <>
            <Figure label={t('trades.summary.deposit')}>{money(amounts.depositCents)}</Figure>
            <Figure label={t('trades.summary.amountDue')} strong>
              {money(amounts.amountDueCents)}
            </Figure>
          </>
        )}
      </Figures>
      {amounts.taxation !== 'STANDARD' && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t(purchase ? 'purchase.summary.noVatShown' : 'trades.summary.noVatShown')}
        </Typography.Paragraph>
      )}
      {margin && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <Typography.Text strong>{t('trades.summary.books')}</Typography.Text>
          {amounts.margin ? (
            <Figures>
              <Figure label={t('trades.summary.purchase')}>{money(amounts.margin.purchaseCents)}</Figure>
              <Figure label={t('trades.summary.margin')}>{money(amounts.margin.marginCents)}</Figure>
              <Figure label={t('trades.summary.marginVat')}>{money(amounts.margin.marginVatCents)}</Figure>
            </Figures>
          ) : (
            <div>
              <Typography.Text type="warning">{t('trades.summary.marginMissing')}</Typography.Text>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
