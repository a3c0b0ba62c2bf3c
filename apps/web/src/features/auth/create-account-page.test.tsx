import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressEnter } from '../../test/keyboard';
import { type Answer, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import CreateAccountPage from './create-account-page';

setUpScreenTests();

function renderPage(entry: string, checkAnswer: Answer) {
  const calls = stubServer({ '/api/auth/check-email-token/': checkAnswer });
  const router = renderScreen(
    [
      { path: '/create-account', element: <CreateAccountPage /> },
      { path: '/create-account/:token', element: <CreateAccountPage /> },
      { path: '/errors/create-account-expired', element: <p>expired</p> },
    ],
    entry,
  );
  return { paths: calls.map((call) => call.path), router };
}

describe('CreateAccountPage', () => {
  it('checks the link token first and only then enables the form (path form of the link)', async () => {
    const { paths } = renderPage('/create-account/tok-1', {
      status: 200,
      body: { data: { email: 'dealer@example.com', phone_number: '+436641234567' } },
    });
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('dealer@example.com')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' }).hasAttribute('disabled')).toBe(false));
    expect(paths).toEqual(['/api/auth/check-email-token/tok-1']);
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveProperty('checked', true);
    // The phone number given at registration, though this browser did not register.
    await waitFor(() => expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('6641234567'));
    expect(screen.getByText('+43')).toBeTruthy();
  });

  it('shows the mismatch message when the confirmation differs', async () => {
    renderPage('/create-account?token=tok-2', { status: 200, body: { data: { email: 'dealer@example.com' } } });
    await screen.findByText('dealer@example.com');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sicher!2024' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Sicher!2025' } });
    expect(await screen.findByText("Two inputs don't match!")).toBeTruthy();
  });

  it('takes a birth date on Enter and creates the account only with the button', async () => {
    const calls = stubServer({
      '/api/auth/check-email-token/': { status: 200, body: { data: { email: 'dealer@example.com' } } },
      '/api/auth/email-verify/': { status: 422, body: { error: { code: '5003', message: 'stop here' } } },
    });
    renderScreen([{ path: '/create-account/:token', element: <CreateAccountPage /> }], '/create-account/tok-3');
    await screen.findByText('dealer@example.com');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '151 23456789' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Erika' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Mustermann' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sicher!2024' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Sicher!2024' } });
    // The picker loads after the form shows; until then the field is a disabled placeholder.
    await waitFor(() => expect(screen.getByLabelText('Birth date').closest('.ant-picker')).toBeTruthy());
    const birthDate = screen.getByLabelText('Birth date') as HTMLInputElement;
    fireEvent.focus(birthDate);
    fireEvent.change(birthDate, { target: { value: '26/11/1985' } });
    expect(pressEnter(birthDate)).toBe(false);
    await waitFor(() => expect(birthDate.value).toBe('26/11/1985'));
    expect(calls.filter((call) => call.path.startsWith('/api/auth/email-verify/'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/email-verify/tok-3')).toBe(true));
    expect(calls.find((call) => call.path === '/api/auth/email-verify/tok-3')?.body).toMatchObject({ birth_date: '1985-11-26' });
  });

  it('keeps a birth date in the future in the field with the reason and does not send the day from before', async () => {
    const calls = stubServer({
      '/api/auth/check-email-token/': { status: 200, body: { data: { email: 'dealer@example.com' } } },
      '/api/auth/email-verify/': { status: 422, body: { error: { code: '5003', message: 'stop here' } } },
    });
    renderScreen([{ path: '/create-account/:token', element: <CreateAccountPage /> }], '/create-account/tok-4');
    await screen.findByText('dealer@example.com');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '151 23456789' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Erika' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Mustermann' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sicher!2024' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Sicher!2024' } });
    await waitFor(() => expect(screen.getByLabelText('Birth date').closest('.ant-picker')).toBeTruthy());
    const birthDate = screen.getByLabelText('Birth date') as HTMLInputElement;
    fireEvent.focus(birthDate);
    fireEvent.change(birthDate, { target: { value: '26/11/1985' } });
    pressEnter(birthDate);
    await waitFor(() => expect(birthDate.value).toBe('26/11/1985'));
    fireEvent.change(birthDate, { target: { value: '01/01/2999' } });
    expect(pressEnter(birthDate)).toBe(false);
    expect(await screen.findByText('01/01/2999 is in the future. Please enter a date up to today')).toBeTruthy();
    expect(birthDate.value).toBe('01/01/2999');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.path.startsWith('/api/auth/email-verify/'))).toEqual([]);
    expect(birthDate.value).toBe('01/01/2999');
  });

  it('sends a spent or expired link to the expired page', async () => {
    const { router } = renderPage('/create-account?token=old', {
      status: 422,
      body: { error: { code: '5004', message: 'expired' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/errors/create-account-expired'));
  });

  it('sends a visit without any token to the expired page', async () => {
    const { router, paths } = renderPage('/create-account', { status: 200, body: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/errors/create-account-expired'));
    expect(paths).toEqual([]);
  });
});
