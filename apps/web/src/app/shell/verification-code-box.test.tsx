import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { VerificationCodeBox } from './verification-code-box';

setUpScreenTests();

function renderBox(answer: Answer) {
  const calls = stubServer({ '/api/auth/verify-email-verification-code': answer });
  const router = renderScreen(
    [
      { path: '/login', element: <VerificationCodeBox email="dealer@example.com" /> },
      { path: '/create-account', element: <p>completion form</p> },
    ],
    '/login',
  );
  return { calls, router };
}

describe('VerificationCodeBox', () => {
  it('shows the code grouped, sends it without spaces and opens the completion form with the token', async () => {
    const { calls, router } = renderBox({ status: 200, body: { data: { token: 'tok-123' } } });
    const input = screen.getByLabelText('Verification code');
    fireEvent.change(input, { target: { value: 'k7p4 mxr' } });
    expect((input as HTMLInputElement).value).toBe('K7P 4MXR');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-account'));
    expect(router.state.location.search).toBe('?token=tok-123');
    expect(calls).toEqual([
      { path: '/api/auth/verify-email-verification-code', body: { code: 'K7P4MXR', email: 'dealer@example.com' } },
    ]);
  });

  it('shows the 5004 text for a wrong code and stays', async () => {
    const { router } = renderBox({ status: 422, body: { error: { code: '5004', message: 'wrong', fields: { code: '5004' } } } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: 'ABCDEFG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid e-mail verification code')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for seven characters before calling the server', async () => {
    const { calls } = renderBox({ status: 200, body: { data: { token: 'x' } } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: 'ABC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 7 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
