import type { Company } from '@kontor/domain/company';
import type { OperatorDetails } from '@kontor/domain/operator';
import type { PaymentType, PlanName, SubscriptionTaxation } from '@kontor/domain/subscriptions';

/** What the operator's invoice for one billing period prints, on the page and in its embedded e-invoice. */
export type SubscriptionInvoiceInput = {
  locale: 'de' | 'en';
  operator: {
    name: string;
    address: string;
    vatId: string;
    iban: string;
    bic: string | undefined;
    creditorId: string | undefined;
    /** Its legal form, register entry, representatives and tax ids, printed at the foot (§ 35a GmbHG). */
    details: OperatorDetails;
  };
  /** The company billed; its VAT id as stored (null without one). */
  customer: { name: string; address: string[]; vatId: string | null };
  number: string;
  issuedOn: string;
  dueOn: string;
  planName: PlanName;
  periodStart: string;
  periodEnd: string;
  netCents: number;
  /** German VAT (STANDARD at vatRate), the recipient's reverse charge, or not taxable in Germany (subscriptionTaxation). */
  taxation: SubscriptionTaxation;
  vatRate: number;
  vatCents: number;
  grossCents: number;
  paymentType: PaymentType;
  /** The debited account (masked) and the mandate, for a subscription paid by direct debit. */
  debit: { ibanMasked: string; mandateReference: string } | null;
  /** What the embedded e-invoice names beyond the page: the company as the buyer, the operator's e-mail, the full debited IBAN. */
  eInvoice: { company: Company; supportEmail: string; debtorIban: string | null };
};
