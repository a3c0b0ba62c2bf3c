import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer, wireMe } from '../test/screen-test-kit';
import { AuthenticatedGuard } from './guards';
import { restoreSession, useSession } from './session';
import { writeTokens } from './token-store';

// Reading the signed-in user again (an order, a changed company) must not take the page away: the
// guard's spinner in between would mount it afresh, losing its state and where focus was.

const me = wireMe({ subscription_ended: false });

/** A page with state of its own and a button that reloads the session, as the subscription page does after an order. */
function Page() {
  const [clicks, setClicks] = useState(0);
  const { refresh } = useSession();
  return (
    <>
      <button type="button" onClick={() => setClicks(clicks + 1)}>{`clicked ${clicks}`}</button>
      <button type="button" onClick={() => void refresh()}>
        reload
      </button>
    </>
  );
}

setUpScreenTests();

describe('the session, read again', () => {
  it('keeps the page and its state while the user is reloaded', async () => {
    let answer: (() => void) | null = null;
    let calls = 0;
    stubServer({
      '/api/auth/me': () => {
        calls += 1;
        return { status: 200, body: { data: me } };
      },
    });
    writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
    await restoreSession();
    renderScreen(
      [{ element: <AuthenticatedGuard />, children: [{ path: '/settings/subscriptions', element: <Page /> }] }],
      '/settings/subscriptions',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    // The reload's answer is held back: meanwhile the page must stay as it is.
    const original = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      (...args: Parameters<typeof fetch>) =>
        new Promise<Response>((resolve) => {
          answer = () => void original(...args).then(resolve);
        }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'reload' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    await act(async () => {
      answer?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
