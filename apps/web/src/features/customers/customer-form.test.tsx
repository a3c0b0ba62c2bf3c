import type { CustomerInput } from '@kontor/domain/customers';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { loadAppCss } from '../../test/app-css';
import { pressEnter, tabOut } from '../../test/keyboard';
import { renderWithProviders, setUpScreenTests } from '../../test/screen-test-kit';
import { CustomerForm, type CustomerFormProps } from './customer-form';

const en = catalogs.en;

setUpScreenTests();

beforeEach(() => {
  // The country select loads the list of countries.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [{ id: 82, iso2: 'DE', name_de: 'Deutschland', name_en: 'Germany' }] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

function renderForm(props: Partial<CustomerFormProps> = {}) {
  const onSubmit = vi.fn<(values: CustomerInput) => Promise<unknown>>(async () => undefined);
  renderWithProviders(<CustomerForm onSubmit={onSubmit} submitting={false} {...props} />);
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.common.actions.save }));

// antd forms render slowly in jsdom, more so while other suites run beside this one.
describe('CustomerForm', { timeout: 20_000 }, () => {
  it('asks for first and last name of a person and sends nothing until they are there', async () => {
    const { onSubmit } = renderForm();
    submit();
    await waitFor(() => expect(screen.getAllByText(en.errors['0001'])).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(en.customers.fields.companyName)).toBeNull();

    fireEvent.change(input(en.customers.fields.firstName), { target: { value: 'Erika' } });
    fireEvent.change(input(en.customers.fields.lastName), { target: { value: 'Mustermann' } });
    fireEvent.change(input(en.customers.fields.email), { target: { value: 'erika@example.de' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      type: 'PRIVATE',
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.de',
      companyName: null,
      countryId: 82,
      birthday: null,
      passportExpired: null,
    });
  });

  it('leaves checking the e-mail to its own rule in the UI language, not to the browser’s bubble', async () => {
    renderForm();
    const email = input(en.customers.fields.email) as HTMLInputElement;
    // The phone keyboard with @ stays; the browser's own check of that type does not run.
    expect(email.type).toBe('email');
    expect(email.form?.noValidate).toBe(true);
    fireEvent.change(email, { target: { value: 'anna@' } });
    submit();
    expect(await screen.findByText(en.errors['9027'])).toBeTruthy();
  });

  it('asks a business for its company name', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByText(en.customers.types.BUSINESS));
    await waitFor(() => expect(input(en.customers.fields.companyName)).toBeTruthy());
    submit();
    await waitFor(() => expect(screen.getAllByText(en.errors['0001'])).toHaveLength(1));
    fireEvent.change(input(en.customers.fields.companyName), { target: { value: 'Muster GmbH' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ type: 'BUSINESS', companyName: 'Muster GmbH' });
  });

  it('takes a business’s VAT id, checked by its check digit before it is sent', async () => {
    const { onSubmit } = renderForm({ initialValues: { type: 'BUSINESS', companyName: 'Muster Logistik GmbH' } });
    fireEvent.change(input(en.customers.fields.vatId), { target: { value: 'DE 136 695 977' } });
    submit();
    await waitFor(() => expect(screen.getByText(en.errors['9403'])).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input(en.customers.fields.vatId), { target: { value: 'de 136 695 976' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The form sends what was typed; the shared schema compacts it on the server.
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ type: 'BUSINESS', vatId: 'de 136 695 976' });
  });

  it('asks a business for no ID-document data and marks none of it as required', async () => {
    renderForm({ initialValues: { type: 'BUSINESS', companyName: 'Muster GmbH' } });
    expect(screen.getByText(en.customers.sections.idDocumentOptional)).toBeTruthy();
    const requiredLabel = document.querySelector(`label[for="${input(en.customers.fields.companyName).id}"]`);
    expect(requiredLabel?.className).toContain('ant-form-item-required');
    for (const name of ['birthday', 'placeOfBirth', 'nationality', 'passport', 'passportExpired', 'passportFrom'] as const) {
      const label = document.querySelector(`label[for="${input(en.customers.fields[name]).id}"]`);
      expect(label?.className ?? 'missing', name).not.toContain('ant-form-item-required');
      expect(label, name).not.toBeNull();
    }
  });

  it('refuses a birthday in the future', async () => {
    const { onSubmit } = renderForm({ initialValues: { firstName: 'Erika', lastName: 'Mustermann', birthday: '2999-01-01' } });
    submit();
    await waitFor(() => expect(screen.getByText(en.errors['9402'])).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a date typed in the birth date on Enter without saving the customer', async () => {
    const { onSubmit } = renderForm({ initialValues: { firstName: 'Erika', lastName: 'Mustermann' } });
    const birthday = input(en.customers.fields.birthday) as HTMLInputElement;
    fireEvent.focus(birthday);
    fireEvent.change(birthday, { target: { value: '26/11/1985' } });
    expect(pressEnter(birthday)).toBe(false);
    await waitFor(() => expect(birthday.value).toBe('26/11/1985'));
    // The ID fields below stay open to fill; saving is the button's, and sends the date taken.
    expect(onSubmit).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ birthday: '1985-11-26' });
  });

  it('says so when the birth date typed cannot be read', async () => {
    renderForm({ initialValues: { firstName: 'Erika', lastName: 'Mustermann' } });
    const birthday = input(en.customers.fields.birthday) as HTMLInputElement;
    fireEvent.focus(birthday);
    fireEvent.change(birthday, { target: { value: '26/13/1985' } });
    tabOut(birthday);
    expect(
      await screen.findByText(en.common.dateInput.unreadable.replace('{text}', '26/13/1985').replace('{example}', '26/11/1985')),
    ).toBeTruthy();
  });

  it('names the × of Salutation and Title in the UI language and shows it while it has focus', async () => {
    loadAppCss();
    renderForm({ initialValues: { firstName: 'Erika', lastName: 'Mustermann', greeting: 'MISSUS', title: 'DOCTOR' } });
    const clears = screen.getAllByRole('button', { name: en.common.clearSelection });
    expect(clears).toHaveLength(2);
    expect(getComputedStyle(clears[1]!).opacity).toBe('0');
    clears[1]!.focus();
    expect(getComputedStyle(clears[1]!).opacity).toBe('1');
  });

  it('checks the postal code for the country', async () => {
    renderForm({ initialValues: { firstName: 'Erika', lastName: 'Mustermann' } });
    fireEvent.change(input(en.customers.fields.postalCode), { target: { value: '123' } });
    submit();
    await waitFor(() => expect(screen.getByText(en.errors['0027'])).toBeTruthy());
  });

  it('flags an expired ID document of the customer being edited', async () => {
    renderForm({ initialValues: { type: 'PRIVATE', firstName: 'Erika', lastName: 'Mustermann', passportExpired: '2020-01-31' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('31/01/2020'));
  });

  it('puts the server’s field codes on the fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, '9027', { fields: { email: '9027' } });
    });
    renderForm({ onSubmit, initialValues: { firstName: 'Erika', lastName: 'Mustermann' } });
    submit();
    await waitFor(() => expect(screen.getByText(en.errors['9027'])).toBeTruthy());
  });

  it('shows a too-long house number (9201) and comment (9307) from the server on their fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, '9201', { fields: { houseNumber: '9201', comments: '9307' } });
    });
    renderForm({ onSubmit, initialValues: { firstName: 'Erika', lastName: 'Mustermann' } });
    submit();
    const fieldError = (label: string) =>
      input(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent;
    await waitFor(() => expect(fieldError(en.customers.fields.houseNumber)).toBe(en.errors['9201']));
    expect(fieldError(en.customers.fields.comments)).toBe(en.errors['9307']);
  });
});
