import { MILEAGE_MAX } from '@kontor/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberInputRule } from '../../ui/number-input';
import type { useVehicleFilter, VehicleFilter } from './use-vehicle-filter';

const SEARCH_DEBOUNCE_MS = 300;
const MILEAGE_DEBOUNCE_MS = 400;

type UpdateFilter = ReturnType<typeof useVehicleFilter>['update'];
type ValidatorRule = { validator(rule: unknown, value: unknown): Promise<void> };

/** The mileage filter a typed value stands for: a whole number in range, or none (empty, letters, out of range). */
function mileageFilterOf(value: number | null): number | undefined {
  return value !== null && Number.isInteger(value) && value >= 0 && value <= MILEAGE_MAX ? value : undefined;
}

/** The search box's text: the URL follows the typing after a pause; a change of the URL (back button) refills the box. */
export function useSearchText(filter: VehicleFilter, update: UpdateFilter) {
  const [typed, setTyped] = useState(filter.search ?? '');
  useEffect(() => {
    if ((typed.trim() || undefined) === filter.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() || undefined }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is recreated each render; typed and the URL decide
  }, [typed, filter.search]);
  return [typed, setTyped] as const;
}

/**
 * The mileage filter: the field keeps what was typed and says what is wrong with it (NumberInput's
 * rule); the list follows after a pause or when the field is left, not on every key. Text that is
 * no valid mileage clears the filter, so the list never silently keeps the previous one.
 */
export function useMileageField(filter: VehicleFilter, update: UpdateFilter) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const [mileage, setMileage] = useState<number | null>(filter.mileageMax ?? null);
  const [mileageError, setMileageError] = useState<string | undefined>();
  const mileageRule = numberInputRule(t, { locale, min: 0, max: MILEAGE_MAX }) as ValidatorRule;
  const typeMileage = (value: number | null) => {
    setMileage(value);
    mileageRule.validator({}, value).then(
      () => setMileageError(undefined),
      (error: Error) => setMileageError(error.message),
    );
  };
  const applyMileage = () => {
    const next = mileageFilterOf(mileage);
    if (next !== filter.mileageMax) update({ mileageMax: next }, { replace: true });
  };
  // The timer applies with the filter as it is then (another filter may have changed meanwhile).
  const latestApply = useRef(applyMileage);
  useEffect(() => {
    latestApply.current = applyMileage;
  });
  useEffect(() => {
    if (mileageFilterOf(mileage) === filter.mileageMax) return;
    const timer = setTimeout(() => latestApply.current(), MILEAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mileage, filter.mileageMax]);
  // A mileage from elsewhere (back button, a link) replaces the field's text (React's "adjust state
  // when a prop changes" during render, not an effect).
  const [urlMileage, setUrlMileage] = useState(filter.mileageMax);
  if (urlMileage !== filter.mileageMax) {
    setUrlMileage(filter.mileageMax);
    if (filter.mileageMax !== mileageFilterOf(mileage)) {
      setMileage(filter.mileageMax ?? null);
      setMileageError(undefined);
    }
  }
  const clearMileage = () => (setMileage(null), setMileageError(undefined));
  return { mileage, mileageError, typeMileage, applyMileage, clearMileage };
}
