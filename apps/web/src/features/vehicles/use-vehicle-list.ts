import { ANY_MAKE } from '@kontor/domain/vehicles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDemo } from './use-demo';
import type { VehicleFilter } from './use-vehicle-filter';
import { demoMakes, filterDemo } from './vehicle-list-demo';
import { vehiclesApi } from './vehicles.api';

/** The list's rows, counts and makes for the filter: from the server, or the demo version's samples. */
export function useVehicleList(filter: VehicleFilter, perPage: number) {
  const demo = useDemo();
  const list = useQuery({
    queryKey: ['vehicles', 'list', filter],
    queryFn: () => vehiclesApi.list({ ...filter, perPage }),
    placeholderData: keepPreviousData,
    enabled: !demo.isDemo,
  });
  // Each tab offers the makes it can show: a make only ever sold is choosable on the Sold tab.
  const makes = useQuery({
    queryKey: ['vehicles', 'makes', filter.status],
    queryFn: () => vehiclesApi.makesOfStatus(filter.status),
    staleTime: 60_000,
    enabled: !demo.isDemo,
  });
  const demoList = useMemo(() => filterDemo(demo.vehicles, filter), [demo.vehicles, filter]);

  const failed = !demo.isDemo && list.isError;
  const rows = demo.isDemo ? demoList.data : (list.data?.data ?? []);
  // Unknown until the list is read (or when it failed): a dash, never a 0 that reads as an empty stock.
  const counts = demo.isDemo ? demoList.counts : (list.data?.meta.counts ?? { current: '–', sold: '–' });
  const total = demo.isDemo ? demoList.data.length : (list.data?.meta.total ?? 0);

  // A sample vehicle of the demo version opens too, read-only (see useDemoVehicle).
  const makeOptions = demo.isDemo ? demoMakes(demo.vehicles, filter.status) : (makes.data ?? [ANY_MAKE]);
  // A make chosen by a link or before its last vehicle was sold stays choosable, so the filter shows it.
  if (filter.make && !makeOptions.includes(filter.make)) makeOptions.push(filter.make);

  return {
    isDemo: demo.isDemo,
    rows,
    counts,
    total,
    failed,
    loading: !demo.isDemo && list.isFetching,
    refetch: () => void list.refetch(),
    makeOptions,
  };
}
