import { MILEAGE_MAX } from '@kontor/domain/constants';
import { serviceInvoiceInputSchema } from '@kontor/domain/service-invoices';
import type { VehicleListItem } from '@kontor/domain/vehicles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectClear } from '../../ui/clear-buttons';
import { DateInput, dateInputRule } from '../../ui/date-input';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { useUiLocale } from '../../ui/use-ui-locale';
import { zodRule } from '../../ui/zod-rule';
import type { ServiceFormValues } from './service-invoice-form';
import { serviceInvoicesApi, serviceInvoicesKeys } from './service-invoices.api';

const SEARCH_DEBOUNCE_MS = 300;
const shape = serviceInvoiceInputSchema.shape;

const vehicleName = (vehicle: Pick<VehicleListItem, 'make' | 'model'>) => `${vehicle.make} ${vehicle.model}`.trim();
const optionLabel = (vehicle: Pick<VehicleListItem, 'make' | 'model' | 'vinCode' | 'licencePlate'>) =>
  [vehicleName(vehicle), vehicle.licencePlate, vehicle.vinCode].filter(Boolean).join(' · ');

/** The vehicle's fields this invoice copies from a vehicle in stock. */
function fromStock(vehicle: VehicleListItem): Partial<ServiceFormValues> {
  return {
    vehicleId: vehicle.id,
    make: vehicle.make,
    model: vehicle.model,
    licencePlate: vehicle.licencePlate,
    vinCode: vehicle.vinCode,
    // The vehicle keeps the month as its first day (YYYY-MM-01); the invoice as the sticker says, a month.
    nextInspection: vehicle.nextInspection ? dayjs(`${vehicle.nextInspection.slice(0, 7)}-01`) : null,
    mileage: vehicle.mileage,
  };
}

/**
 * The serviced vehicle: typed, or taken from a vehicle in stock, whose data then fills the fields
 * (which may still change it for this invoice only) and whose id is sent along.
 */
export function VehicleSection() {
  const { t } = useTranslation();
  const selectClear = useSelectClear();
  const locale = useUiLocale();
  const form = Form.useFormInstance<ServiceFormValues>();
  const vehicleId = Form.useWatch('vehicleId', { form, preserve: true }) as string | null | undefined;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [taken, setTaken] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const stock = useQuery({
    queryKey: serviceInvoicesKeys.stock(search),
    queryFn: () => serviceInvoicesApi.stock(search),
    placeholderData: keepPreviousData,
  });
  const found = stock.data?.data ?? [];
  // A vehicle taken before (a draft read again) is named from the invoice's copy until a search finds it.
  const current =
    vehicleId && !found.some((vehicle) => vehicle.id === vehicleId)
      ? [{ value: vehicleId, label: optionLabel(copyOf(form)) }]
      : [];
  const options = [...current, ...found.map((vehicle) => ({ value: vehicle.id, label: optionLabel(vehicle) }))];

  const take = (id: string | undefined) => {
    const vehicle = found.find((candidate) => candidate.id === id);
    if (!vehicle) {
      form.setFieldValue('vehicleId', null);
      setTaken(null);
      return;
    }
    form.setFieldsValue(fromStock(vehicle));
    setTaken(vehicleName(vehicle));
  };

  return (
    <>
      <Form.Item name="vehicleId" label={t('serviceInvoices.vehicle.stock')} extra={t('serviceInvoices.vehicle.stockHint')}>
        <Select
          showSearch={{ filterOption: false, onSearch: setTyped }}
          allowClear={selectClear}
          placeholder={t('serviceInvoices.vehicle.stockPlaceholder')}
          options={options}
          loading={stock.isFetching}
          notFoundContent={stock.isFetching ? <Spin size="small" /> : t('serviceInvoices.vehicle.stockNoMatch')}
          onChange={(id: string | undefined) => take(id)}
        />
      </Form.Item>
      {taken && (
        <Typography.Paragraph type="success" role="status">
          {t('serviceInvoices.vehicle.taken', { vehicle: taken })}
        </Typography.Paragraph>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="make" label={t('serviceInvoices.vehicle.make')} rules={[zodRule(shape.make, t)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="model" label={t('serviceInvoices.vehicle.model')} rules={[zodRule(shape.model, t)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item
            name="licencePlate"
            label={t('serviceInvoices.vehicle.licencePlate')}
            rules={[zodRule(shape.licencePlate, t)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="vinCode" label={t('serviceInvoices.vehicle.vinCode')} rules={[zodRule(shape.vinCode, t)]}>
            <Input autoComplete="off" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="nextInspection" label={t('serviceInvoices.vehicle.nextInspection')} rules={[dateInputRule]}>
            <DateInput picker="month" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item
            name="mileage"
            label={t('serviceInvoices.vehicle.mileage')}
            rules={[numberInputRule(t, { locale, min: 0, max: MILEAGE_MAX }), zodRule(shape.mileage, t)]}
            validateFirst
          >
            <NumberInput min={0} max={MILEAGE_MAX} suffix="km" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The invoice's own copy of the vehicle, as the fields hold it now. */
function copyOf(form: {
  getFieldsValue(all: true): unknown;
}): Pick<VehicleListItem, 'make' | 'model' | 'vinCode' | 'licencePlate'> {
  const values = form.getFieldsValue(true) as Partial<ServiceFormValues>;
  return {
    make: values.make ?? '',
    model: values.model ?? '',
    vinCode: values.vinCode ?? '',
    licencePlate: values.licencePlate ?? null,
  };
}
