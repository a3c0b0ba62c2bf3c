import type { UploadRefusal } from '../ui/file-upload';
import { ApiError } from './api-client';

/** The server's refusal of one file of an upload (415 its type or content, 413 its size), else undefined. */
export function uploadRefusalOf(error: unknown): UploadRefusal | undefined {
  return error instanceof ApiError && error.file ? { file: error.file, code: error.code } : undefined;
}

/** The chosen files without the refused one: nothing of that call was stored, the rest may be sent again. */
export function withoutRefused(files: readonly File[], refusal: UploadRefusal): File[] {
  return files.filter((file) => file.name !== refusal.file);
}
