import type { Answer } from '@kontor/domain/api-types';
import type { JobStarted } from '@kontor/domain/jobs';
import { api } from '../../app/api-client';

const base = '/api/user/vehicles/ocr';

export const vehicleOcrApi = {
  /** Starts reading a registration document; the page explains a refused file (5002, 5007) itself. */
  start: (file: File) => {
    const form = new FormData();
    form.append('passport', file, file.name);
    return api<JobStarted>(base, { method: 'POST', body: form, notify: false, redirect: false });
  },
  statusUrl: (suuid: string) => `${base}/${suuid}`,
  /** A signed URL of the image read by OCR, until the vehicle is saved with it. */
  imageUrl: (imageId: string) => api<Answer<'vehicleOcrImageUrl'>>(`${base}/images/${imageId}/view`),
};
