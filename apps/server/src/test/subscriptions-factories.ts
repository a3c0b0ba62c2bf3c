import { addDays, todayInBerlin } from '@kontor/domain/business-calendar';
import { createCompany, createUser, type CompanyUser } from './factories';
import type { TestContext } from './test-context';

/** A dealer on a trial that ends `days` from today in Berlin (negative: ended). */
export async function dealerOnTrial(t: TestContext, days: number): Promise<CompanyUser> {
  const company = await createCompany(t);
  const user = await createUser(t, {
    companyId: company.id,
    subscriptionEndDay: addDays(todayInBerlin(t.ctx.clock.now()), days),
  });
  return { ...user, companyId: company.id };
}

/** An order of the monthly plan paid by SEPA direct debit, the mandate accepted (snake_case, as on the wire). */
export const SEPA_MONTHLY_ORDER = {
  plan_name: 'MONTHLY',
  price: 4900,
  payment_type: 'SEPA',
  account_holder: 'Autohaus Sonne GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  mandate_accepted: true,
};
