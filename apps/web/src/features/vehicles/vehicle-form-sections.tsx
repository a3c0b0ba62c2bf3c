import { addYears, todayInBerlin } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import {
  BODYWORKS,
  COMMENT_MAX,
  CONSTRUCTION_TYPES,
  DOORS_MAX,
  EURO_NORMS,
  FUEL_TYPES,
  GEAR_TYPES,
  MILEAGE_MAX,
  PREVIOUS_OWNERS_MAX,
  VEHICLE_STATUSES,
} from '@kontor/domain/constants';
import {
  ENGINE_CAPACITY_MAX,
  INSPECTION_YEARS_MAX,
  kwToPs,
  POWER_KW_MAX,
  PRICE_MAX_CENTS,
  PURCHASE_TAXATIONS,
  PURCHASE_VAT_RATES,
  purchaseNet,
} from '@kontor/domain/vehicles';
import { Col, Divider, Form, Input, Radio, Row, Select } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney, formatNumber } from '../../app/format';
import { DateInput } from '../../ui/date-input';
import { EquipmentList } from './equipment-list';
import { upperCase, type VehicleFieldKit, type VehicleFormValues } from './vehicle-form-fields';
import { VinInStockWarning } from './vin-in-stock-warning';

/** The purchase price as net, VAT and gross (REGULAR) or as a margin purchase without input VAT. */
function purchaseText(values: Partial<VehicleFormValues>, t: TFunction, locale: Locale): string | undefined {
  const gross = values.purchasePrice;
  // Only a price the schema takes: a split of a refused one would read as an answer.
  if (typeof gross !== 'number' || !Number.isInteger(gross) || gross < 0 || gross > PRICE_MAX_CENTS) return undefined;
  if (values.purchaseTaxation === 'REGULAR') {
    const rate = values.purchaseVatRate;
    if (!rate) return undefined;
    const { net, vat } = purchaseNet(gross, 'REGULAR', rate);
    return t('vehicles.form.purchaseRegular', {
      net: formatMoney(net, locale),
      rate,
      vat: formatMoney(vat, locale),
      gross: formatMoney(gross, locale),
    });
  }
  return t('vehicles.form.purchaseMargin', { gross: formatMoney(gross, locale) });
}

/** What the vehicle is: make, model, body, fuel, power, capacity, gears, emission class, doors. */
export function VehicleTypeSection({ kit }: { kit: VehicleFieldKit }) {
  const { t, field, numberField, select } = kit;
  const form = Form.useFormInstance<VehicleFormValues>();
  const power = Form.useWatch('power', form);
  const fuelType = Form.useWatch('fuelType', form);
  return (
    <>
      <Divider titlePlacement="start">{t('vehicles.form.sections.vehicle')}</Divider>
      <Row gutter={16}>
        {field('make', <Input autoComplete="off" />)}
        {field('model', <Input autoComplete="off" />)}
        {field('bodywork', select(BODYWORKS, 'bodywork'))}
        {field('constructionType', select(CONSTRUCTION_TYPES, 'constructionType'))}
        {field('fuelType', select(FUEL_TYPES, 'fuelType'))}
        {numberField('power', {
          min: 1,
          max: POWER_KW_MAX,
          suffix: 'kW',
          // Only a power the vehicle may have: "-408 PS" beside a refused "-300" would read as an answer.
          extra:
            typeof power === 'number' && Number.isInteger(power) && power >= 1 && power <= POWER_KW_MAX
              ? t('vehicles.form.ps', { ps: formatNumber(kwToPs(power)) })
              : undefined,
        })}
        {fuelType !== 'ELECTRIC' && numberField('engineCapacity', { min: 0, max: ENGINE_CAPACITY_MAX, suffix: 'cm³' })}
        {field('gearType', select(GEAR_TYPES, 'gearType'))}
        {field('euroNorm', select(EURO_NORMS, 'euroNorm'))}
        {numberField('doors', { min: 0, max: DOORS_MAX })}
      </Row>
    </>
  );
}

/** The keys and papers: HSN/TSN, VIN, the registration document's number, first registration, next inspection. */
export function KeysSection({ kit, vehicleId }: { kit: VehicleFieldKit; vehicleId?: string }) {
  const { t, field } = kit;
  const form = Form.useFormInstance<VehicleFormValues>();
  const vin = Form.useWatch('vinCode', form);
  // The HU limit is a Berlin day, as the server checks it (a past DateInput ends at Berlin's today too).
  const inspectionLimit = dayjs(addYears(todayInBerlin(), INSPECTION_YEARS_MAX)).endOf('month');
  return (
    <>
      <Divider titlePlacement="start">{t('vehicles.form.sections.keys')}</Divider>
      <Row gutter={16}>
        {field('hsn', <Input inputMode="numeric" autoComplete="off" />, { required: false })}
        {field('tsn', <Input autoComplete="off" onInput={upperCase} />, { required: false })}
        {field('vinCode', <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />, {
          extra: (
            <>
              {t('vehicles.form.vinHint')}
              <VinInStockWarning vin={vin} ownId={vehicleId} />
            </>
          ),
        })}
        {field('briefNumber', <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />, {
          extra: t('vehicles.form.briefNumberHint'),
        })}
        {field('firstRegistered', <DateInput past allowMonth />, { required: false })}
        {field('nextInspection', <DateInput picker="month" disabledDate={(day) => day.isAfter(inspectionLimit)} />)}
      </Row>
    </>
  );
}

type StateProps = { kit: VehicleFieldKit; mode: 'create' | 'edit'; soldByInvoice: string | null };

/** The vehicle's state: mileage, owners, plate, accidents, and (editing) in stock or sold. */
export function StateSection({ kit, mode, soldByInvoice }: StateProps) {
  const { t, field, numberField, enumOptions } = kit;
  const form = Form.useFormInstance<VehicleFormValues>();
  const accidentFree = Form.useWatch('accidentFree', form);
  return (
    <>
      <Divider titlePlacement="start">{t('vehicles.form.sections.state')}</Divider>
      <Row gutter={16}>
        {numberField('mileage', { min: 0, max: MILEAGE_MAX, suffix: 'km' })}
        {numberField('previousOwners', { min: 0, max: PREVIOUS_OWNERS_MAX })}
        {field('licencePlate', <Input autoComplete="off" onInput={upperCase} />, {
          required: false,
          extra: t('vehicles.form.licencePlateHint'),
        })}
        {field(
          'accidentFree',
          <Radio.Group
            options={[
              { value: true, label: t('vehicles.enums.accidentFree.yes') },
              { value: false, label: t('vehicles.enums.accidentFree.no') },
              { value: null, label: t('vehicles.enums.accidentFree.unknown') },
            ]}
          />,
          { required: false },
        )}
        {accidentFree !== true &&
          field(
            'accidentNote',
            <Input.TextArea count={{ show: true, max: COMMENT_MAX }} autoSize={{ minRows: 1, maxRows: 4 }} />,
            {
              required: false,
            },
          )}
        {mode === 'edit' &&
          field(
            'status',
            <Select
              placeholder={t('vehicles.form.select')}
              options={enumOptions(VEHICLE_STATUSES, 'status')}
              showSearch={{ optionFilterProp: 'label' }}
              disabled={Boolean(soldByInvoice)}
            />,
            soldByInvoice ? { extra: t('vehicles.form.soldByInvoice', { number: soldByInvoice }) } : {},
          )}
      </Row>
    </>
  );
}

type PricesProps = { kit: VehicleFieldKit; purchaseRecordedOn: string | null; soldByInvoice: string | null };

/** The purchase (price, taxation, VAT rate), the asking and the minimum price. */
export function PricesSection({ kit, purchaseRecordedOn, soldByInvoice }: PricesProps) {
  const { t, locale, field, numberField } = kit;
  const form = Form.useFormInstance<VehicleFormValues>();
  const taxation = Form.useWatch('purchaseTaxation', form);
  const purchase = Form.useWatch((values: Partial<VehicleFormValues>) => purchaseText(values, t, locale), form);
  // The purchase contract recorded price and taxation, or an issued sale's margin rests on them: not typed over here.
  const purchaseLocked = Boolean(purchaseRecordedOn) || Boolean(soldByInvoice);
  return (
    <>
      <Divider titlePlacement="start">{t('vehicles.form.sections.prices')}</Divider>
      <Row gutter={16}>
        {numberField('purchasePrice', {
          min: 0,
          max: PRICE_MAX_CENTS,
          money: true,
          suffix: '€',
          required: false,
          extra: [
            purchase,
            purchaseRecordedOn ? t('vehicles.purchase.recorded', { date: formatDate(purchaseRecordedOn, locale) }) : null,
            soldByInvoice ? t('vehicles.form.purchaseSoldByInvoice', { number: soldByInvoice }) : null,
          ]
            .filter(Boolean)
            .join(' · '),
          disabled: purchaseLocked,
        })}
        {field(
          'purchaseTaxation',
          <Radio.Group
            disabled={purchaseLocked}
            options={PURCHASE_TAXATIONS.map((value) => ({ value, label: t(`vehicles.enums.purchaseTaxation.${value}`) }))}
          />,
          { required: false },
        )}
        {taxation === 'REGULAR' &&
          field(
            'purchaseVatRate',
            <Radio.Group
              disabled={purchaseLocked}
              options={PURCHASE_VAT_RATES.map((rate) => ({ value: rate, label: t('vehicles.form.vatRate', { rate }) }))}
            />,
          )}
      </Row>
      <Row gutter={16}>
        {numberField('askingPrice', { min: 0, max: PRICE_MAX_CENTS, money: true, suffix: '€', required: false })}
        {numberField('minimumPrice', {
          min: 0,
          max: PRICE_MAX_CENTS,
          money: true,
          suffix: '€',
          required: false,
          extra: t('vehicles.form.minimumPriceHint'),
        })}
      </Row>
    </>
  );
}

/** The details (colour, interior, equipment) and the dealer's notes. */
export function DetailsSection({ kit }: { kit: VehicleFieldKit }) {
  const { t, field, rule } = kit;
  return (
    <>
      <Divider titlePlacement="start">{t('vehicles.form.sections.details')}</Divider>
      <Row gutter={16}>
        {field('colour', <Input autoComplete="off" />, { required: false })}
        {field('interior', <Input autoComplete="off" />, { required: false })}
        <Col xs={24}>
          <EquipmentList />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('vehicles.form.sections.notes')}</Divider>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="comments" label={t('vehicles.form.comments')} rules={[rule('comments')]}>
            <Input.TextArea count={{ show: true, max: COMMENT_MAX }} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
