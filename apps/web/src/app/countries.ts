import { useQuery } from '@tanstack/react-query';
import type { CountryOption } from '@kontor/domain/countries';
import { api } from './api-client';

/** The countries of GET /api/countries (for ui's CountrySelect); they never change while the app runs. */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: () => api<CountryOption[]>('/api/countries'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
