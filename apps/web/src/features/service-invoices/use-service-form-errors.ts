import { todayInBerlin } from '@kontor/domain/business-calendar';
import { isErrorCode } from '@kontor/domain/errors';
import type { ServiceDocumentType } from '@kontor/domain/service-invoices';
import type { TradeParty } from '@kontor/domain/trades';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';
import { documentProblems, fieldErrors, type ServiceFormValues } from './service-invoice-form';
import { serviceInvoicesKeys } from './service-invoices.api';

/**
 * How the editor finds and shows what is wrong: the form checked as the server will check it (and,
 * before a document, as the document needs it), the codes of a check or of the server under their
 * fields and lines, the first field in error focused.
 */
export function useServiceFormErrors(form: FormInstance<ServiceFormValues>) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [linesError, setLinesError] = useState<string | null>(null);

  const errorText = (code: string) => t(`errors.${isErrorCode(code) ? code : '5003'}`);
  /** A code's text under its field; where the shared text speaks of a sale's choices, the service invoice's own. */
  const fieldErrorText = (field: string | number | undefined, code: string) => {
    if (field === 'customerId' && code === '0001') return t('serviceInvoices.customer.required');
    // 9513 asks a sale for its exemption; a service invoice has none to choose, only "no VAT".
    if (field === 'vatRate' && code === '9513') return t('serviceInvoices.terms.zeroRate');
    return errorText(code);
  };
  /**
   * Says so, and takes the dealer to the first field in error, focused (as a form's scrollToFirstError
   * does): the buttons are far below the fields, and a keyboard user was left on them.
   */
  const fixErrors = (first?: (string | number)[]) => {
    void message.error(t('serviceInvoices.actions.fixErrors'));
    if (first) form.scrollToField(first, SCROLL_TO_FIRST_ERROR);
  };

  /** Puts the codes under their fields and lines and says so; false when none was for a field or line. */
  const applyErrors = (fields: Record<string, string>): boolean => {
    const mapped = fieldErrors(fields);
    form.setFields(
      mapped.fields.map(({ name, code }) => ({
        name: name as never,
        errors: [fieldErrorText(name[0], code)],
      })),
    );
    if (mapped.lines) setLinesError(mapped.lines);
    const applied = mapped.fields.length > 0 || mapped.lines !== null;
    if (applied) fixErrors(mapped.fields[0]?.name);
    return applied;
  };

  /** Every field checked as the server will; the values, or null (the errors shown). */
  async function valid(): Promise<ServiceFormValues | null> {
    try {
      await form.validateFields();
      return form.getFieldsValue(true) as ServiceFormValues;
    } catch (error) {
      fixErrors((error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name);
      return null;
    }
  }

  /**
   * A document needs a customer, a line, a rate with VAT and no date ahead, an invoice the customer's
   * address and a reason for no VAT that fits them (the domain's rule), checked before anything is sent.
   */
  function readyForDocument(values: ServiceFormValues, documentType: ServiceDocumentType): boolean {
    // The customer as the customer section read them; not read yet, the server checks them.
    const customer = values.customerId
      ? queryClient.getQueryData<TradeParty>(serviceInvoicesKeys.customer(values.customerId))
      : null;
    const companySmallBusiness = user?.company?.smallBusiness;
    const problems = documentProblems(values, todayInBerlin(), { customer, documentType, companySmallBusiness });
    if (Object.keys(problems).length === 0) return true;
    applyErrors(problems);
    return false;
  }

  return { linesError, clearLinesError: () => setLinesError(null), applyErrors, valid, readyForDocument };
}
