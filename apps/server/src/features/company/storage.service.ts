import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { createCompanyRepository } from './company.repository';

/**
 * Counts `bytes` against the company's storage before anything is stored. One conditional UPDATE,
 * so two uploads at once can never both pass the limit; refused whole with 416 `5007`.
 * Call it inside the transaction that records the stored files, and store the files only after it.
 */
export async function reserveStorage(tx: DbOrTx, companyId: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  const reserved = await createCompanyRepository(tx).addUsedStorage(companyId, bytes);
  if (!reserved) throw new AppError('5007', 416);
}

/** Gives back what a deleted (or never stored) file counted; never below zero. */
export async function releaseStorage(tx: DbOrTx, companyId: string, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await createCompanyRepository(tx).subtractUsedStorage(companyId, bytes);
}
