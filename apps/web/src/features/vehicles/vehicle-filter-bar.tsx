import { SearchOutlined } from '@ant-design/icons';
import { FUEL_TYPES, MILEAGE_MAX } from '@kontor/domain/constants';
import { ANY_MAKE, type Vehicle, VEHICLE_SORTS } from '@kontor/domain/vehicles';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchClear } from '../../ui/clear-buttons';
import { DateInput } from '../../ui/date-input';
import { NumberInput } from '../../ui/number-input';
import type { useVehicleFilter } from './use-vehicle-filter';
import { useMileageField, useSearchText } from './use-vehicle-filter-fields';

type FilterBarProps = Omit<ReturnType<typeof useVehicleFilter>, 'perPage'> & { makeOptions: string[] };

const toIso = (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined);

/** The vehicle list's filter bar: search, make, fuel, sort, first registration, mileage, and a reset. */
export function VehicleFilterBar({ filter, update, reset, makeOptions }: FilterBarProps) {
  const { t } = useTranslation();
  const searchClear = useSearchClear();
  const [typed, setTyped] = useSearchText(filter, update);
  const { mileage, mileageError, typeMileage, applyMileage, clearMileage } = useMileageField(filter, update);
  return (
    <Row gutter={[8, 8]} role="search">
      <Col xs={24} lg={8}>
        <Input
          allowClear={searchClear}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('vehicles.list.search')}
          aria-label={t('vehicles.list.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Col>
      <Col xs={12} sm={8} lg={4}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('vehicles.list.make')}
          showSearch={{ optionFilterProp: 'label' }}
          value={filter.make ?? ANY_MAKE}
          onChange={(make: string) => update({ make: make === ANY_MAKE ? undefined : make })}
          options={makeOptions.map((make) => ({
            value: make,
            label: make === ANY_MAKE ? t('vehicles.list.anyMake') : make,
          }))}
        />
      </Col>
      <Col xs={12} sm={8} lg={4}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('vehicles.list.fuel')}
          value={filter.fuelType ?? ''}
          onChange={(fuelType: Vehicle['fuelType'] | '') => update({ fuelType: fuelType || undefined })}
          options={[
            { value: '', label: t('vehicles.list.anyFuel') },
            ...FUEL_TYPES.map((fuel) => ({ value: fuel, label: t(`vehicles.enums.fuelType.${fuel}`) })),
          ]}
        />
      </Col>
      <Col xs={24} sm={8} lg={8}>
        <Select
          style={{ width: '100%' }}
          aria-label={t('vehicles.list.sort')}
          value={filter.sort}
          onChange={(sort) => update({ sort })}
          options={VEHICLE_SORTS.map((sort) => ({
            value: sort,
            label: `${t('vehicles.list.sort')}: ${t(`vehicles.list.sorts.${sort}`)}`,
          }))}
        />
      </Col>
      <Col xs={12} sm={8} lg={5}>
        <DateInput
          placeholder={t('vehicles.list.registeredFrom')}
          aria-label={t('vehicles.list.registeredFrom')}
          value={filter.firstRegisteredFrom ? dayjs(filter.firstRegisteredFrom) : null}
          onChange={(value) => update({ firstRegisteredFrom: toIso(value) })}
        />
      </Col>
      <Col xs={12} sm={8} lg={5}>
        <DateInput
          placeholder={t('vehicles.list.registeredTo')}
          aria-label={t('vehicles.list.registeredTo')}
          value={filter.firstRegisteredTo ? dayjs(filter.firstRegisteredTo) : null}
          onChange={(value) => update({ firstRegisteredTo: toIso(value) })}
        />
      </Col>
      <Col xs={12} sm={8} lg={5}>
        {/* Reads 100.000 (German) or 100,000 (English) as a hundred thousand; letters show the message and filter nothing. */}
        <Form.Item validateStatus={mileageError ? 'error' : undefined} help={mileageError} style={{ marginBottom: 0 }}>
          <NumberInput
            style={{ width: '100%' }}
            min={0}
            max={MILEAGE_MAX}
            suffix="km"
            placeholder={t('vehicles.list.mileageMaxShort')}
            aria-label={t('vehicles.list.mileageMax')}
            aria-invalid={mileageError ? true : undefined}
            value={mileage}
            onChange={typeMileage}
            onBlur={applyMileage}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8} lg={4}>
        <Button block onClick={() => (setTyped(''), clearMileage(), reset())}>
          {t('vehicles.list.reset')}
        </Button>
      </Col>
    </Row>
  );
}
