import { purchaseNet, type Vehicle } from '@kontor/domain/vehicles';
import { Descriptions, Flex, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayOrMonth, formatMoney, formatMonth, formatNumber } from '../../app/format';
import { mileageText, powerText } from './vehicle-labels';

type Item = [key: string, value: ReactNode];

/** What an empty fact shows: a dash, as the purchase card does, never a blank cell. */
const NONE = '—';

function FactGroup({ title, items }: { title?: string; items: Item[] }) {
  const { t } = useTranslation();
  // On a phone each label stands above its value, so the value has the whole width.
  const phone = !Grid.useBreakpoint().sm;
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      layout={phone ? 'vertical' : 'horizontal'}
      column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
      // antd's word-break: break-word lets the table squeeze a value mid-word ("Schaltgetrie|be");
      // words stay whole, and only a token longer than the line (a VIN) may break.
      styles={{
        content: { wordBreak: 'normal', overflowWrap: 'break-word' },
        label: { wordBreak: 'normal', overflowWrap: 'break-word' },
      }}
      items={items.map(([key, value]) => ({
        key,
        label: t(`vehicles.form.${key}`),
        children: value === '' || value === null ? NONE : value,
      }))}
    />
  );
}

/** An amount never breaks between its digits and the € sign, however narrow the column. */
function Money({ cents }: { cents: number }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;
}

/** The purchase as a dealer books it: gross, and for a regular purchase the net and the VAT in it. */
function purchaseValue(vehicle: Vehicle, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (vehicle.purchasePrice === null) return '';
  const gross = formatMoney(vehicle.purchasePrice);
  if (vehicle.purchaseTaxation === 'REGULAR' && vehicle.purchaseVatRate) {
    const { net, vat } = purchaseNet(vehicle.purchasePrice, 'REGULAR', vehicle.purchaseVatRate);
    return t('vehicles.form.purchaseRegular', {
      net: formatMoney(net),
      rate: vehicle.purchaseVatRate,
      vat: formatMoney(vat),
      gross,
    });
  }
  return gross;
}

function accidentValue(value: boolean | null, t: (key: string) => string): string {
  return t(`vehicles.enums.accidentFree.${value === null ? 'unknown' : value ? 'yes' : 'no'}`);
}

/** A vehicle's data, read-only, in the sections of the form: vehicle, papers, condition, prices, details. */
export function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  const main: Item[] = [
    ['make', vehicle.make],
    ['model', vehicle.model],
    ['bodywork', t(`vehicles.enums.bodywork.${vehicle.bodywork}`)],
    ['constructionType', t(`vehicles.enums.constructionType.${vehicle.constructionType}`)],
    ['fuelType', t(`vehicles.enums.fuelType.${vehicle.fuelType}`)],
    ['power', powerText(vehicle.power, t)],
    // An electric vehicle has no engine capacity to show.
    ...(vehicle.fuelType === 'ELECTRIC' ? [] : ([['engineCapacity', `${formatNumber(vehicle.engineCapacity)} cm³`]] as Item[])),
    ['gearType', t(`vehicles.enums.gearType.${vehicle.gearType}`)],
    ['euroNorm', t(`vehicles.enums.euroNorm.${vehicle.euroNorm}`)],
    ['doors', formatNumber(vehicle.doors)],
    ['hsn', vehicle.hsn ?? ''],
    ['tsn', vehicle.tsn ?? ''],
    ['vinCode', vehicle.vinCode],
    ['briefNumber', vehicle.briefNumber],
    ['firstRegistered', formatDayOrMonth(vehicle.firstRegistered)],
    ['nextInspection', formatMonth(vehicle.nextInspection)],
    ['mileage', mileageText(vehicle.mileage)],
    ['previousOwners', formatNumber(vehicle.previousOwners)],
    ['licencePlate', vehicle.licencePlate ?? ''],
    ['accidentFree', accidentValue(vehicle.accidentFree, text)],
    ...(vehicle.accidentNote ? ([['accidentNote', vehicle.accidentNote]] as Item[]) : []),
    ['comments', vehicle.comments ?? ''],
  ];
  const prices: Item[] = [
    ['purchasePrice', purchaseValue(vehicle, text)],
    [
      'purchaseTaxation',
      vehicle.purchasePrice !== null && vehicle.purchaseTaxation
        ? t(`vehicles.enums.purchaseTaxation.${vehicle.purchaseTaxation}`)
        : '',
    ],
    ['askingPrice', vehicle.askingPrice === null ? null : <Money key="asking" cents={vehicle.askingPrice} />],
    ['minimumPrice', vehicle.minimumPrice === null ? null : <Money key="minimum" cents={vehicle.minimumPrice} />],
  ];
  const details: Item[] = [
    ['colour', vehicle.colour ?? ''],
    ['interior', vehicle.interior ?? ''],
  ];
  return (
    <Flex vertical gap={24}>
      {/* The card around it is titled "Vehicle" already. */}
      <FactGroup items={main} />
      <FactGroup title={t('vehicles.form.sections.prices')} items={prices} />
      <Flex vertical gap={8}>
        <FactGroup title={t('vehicles.form.sections.details')} items={details} />
        <Typography.Text strong>{t('vehicles.form.equipment')}</Typography.Text>
        {vehicle.equipment.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {vehicle.equipment.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : (
          <Typography.Text type="secondary">{NONE}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
