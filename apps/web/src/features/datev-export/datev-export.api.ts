import type { DatevExportQuery, DatevSettings } from '@kontor/domain/datev';
import { api } from '../../app/api-client';

export const datevKeys = { settings: ['datev-export', 'settings'] as const };

export const datevApi = {
  settings: () => api<DatevSettings>('/api/user/exports/datev/settings'),
  save: (settings: DatevSettings) =>
    api<DatevSettings>('/api/user/exports/datev/settings', { method: 'PUT', body: settings, notify: false }),
  /** The ZIP as a Blob; a refusal is the JSON error (422 at its fields). */
  download: (query: DatevExportQuery) => api<Blob>('/api/user/exports/datev', { query, binary: true, notify: false }),
};
