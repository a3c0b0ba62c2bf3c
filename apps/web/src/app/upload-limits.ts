import { useQuery } from '@tanstack/react-query';
import type { UploadLimits } from '@kontor/domain/uploads';
import { api } from './api-client';

/** The server's upload limits (GET /api/uploads/limits, for ui's FileUpload); the same for the whole session. */
export function useUploadLimits() {
  return useQuery({
    queryKey: ['uploads', 'limits'],
    queryFn: () => api<UploadLimits>('/api/uploads/limits'),
    staleTime: Infinity,
  });
}
