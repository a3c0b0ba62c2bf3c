import { type Customer, type CustomerListQuery, type CustomerValues, isIdDocumentExpired } from '@kontor/domain/customers';
import type { AppContext } from '../../platform/context';
import { isStillReferenced } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { getCompanySummary } from '../company/company.service';
import { type CustomerRow, createCustomersRepository } from './customers.repository';

/** The business day in Europe/Berlin, `YYYY-MM-DD`: an ID document expires by the German calendar. */
export function berlinToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function toCustomer(row: CustomerRow, today: string): Customer {
  const { companyId: _companyId, createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    idDocumentExpired: isIdDocumentExpired(row, today),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export function createCustomersService(ctx: AppContext) {
  const repository = () => createCustomersRepository(ctx.database.db);
  const today = () => berlinToday(ctx.clock.now());

  async function get(companyId: string, id: string): Promise<Customer> {
    const row = await repository().find(companyId, id);
    if (!row) throw notFound();
    return toCustomer(row, today());
  }

  return {
    get,

    async create(companyId: string, values: CustomerValues): Promise<Customer> {
      return toCustomer(await repository().insert(companyId, values, ctx.clock.now()), today());
    },

    /** A full replacement: the form always sends every field. */
    async update(companyId: string, id: string, values: CustomerValues): Promise<Customer> {
      const row = await repository().update(companyId, id, values, ctx.clock.now());
      if (!row) throw notFound();
      return toCustomer(row, today());
    },

    async list(companyId: string, query: CustomerListQuery): Promise<{ items: Customer[]; total: number }> {
      const { rows, total } = await repository().list(companyId, query);
      const day = today();
      return { items: rows.map((row) => toCustomer(row, day)), total };
    },

    /**
     * Erasure under GDPR Art. 17: the row is deleted, not flagged. A customer has no stored files of
     * its own yet; when ID-document copies are stored they are deleted here too. A customer who is
     * party to a trade cannot be erased: the trades feature references customers with
     * ON DELETE RESTRICT, PostgreSQL refuses, and the refusal is answered as 409. The invoice and
     * contract of that trade must be kept for ten years (§147 AO, §14b UStG) and keep the party's
     * name and address as printed, which the trade stores itself.
     */
    async erase(companyId: string, id: string): Promise<void> {
      let deleted: boolean;
      try {
        deleted = await repository().delete(companyId, id);
      } catch (error) {
        if (isStillReferenced(error)) throw new AppError('409', 409);
        throw error;
      }
      if (!deleted) throw notFound();
    },

    /** Access under GDPR Art. 15 and portability under Art. 20: everything stored about the customer. */
    async exportData(companyId: string, id: string) {
      const customer = await get(companyId, id);
      const company = await getCompanySummary(ctx, companyId);
      return {
        exportedAt: ctx.clock.now().toISOString(),
        controller: { legalName: company?.legalName ?? '' },
        customer,
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
export type { CustomerValues };
