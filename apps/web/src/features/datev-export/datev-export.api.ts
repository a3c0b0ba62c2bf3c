import type { DatevExportQuery, DatevSettings } from '@kontor/domain/datev';
import { api } from '../../app/api-client';

export const datevKeys = { settings: ['datev-export', 'settings'] as const };

export const datevApi = {
  settings: () => api<DatevSettings>('/api/user/exports/datev/settings'),
  save: (settings: DatevSettings) =>
    api<DatevSettings>('/api/user/exports/datev/settings', { method: 'PUT', body: settings, notify: false }),
  /** The ZIP as a Blob and how many purchases it could not book (x-datev-skipped); a refusal is the JSON error (422 at its fields). */
  download: async (query: DatevExportQuery) => {
    let skipped = 0;
    const zip = await api<Blob>('/api/user/exports/datev', {
      query,
      binary: true,
      notify: false,
      onHeaders: (headers) => {
        skipped = Number(headers.get('x-datev-skipped') ?? 0) || 0;
      },
    });
    return { zip, skipped };
  },
};
