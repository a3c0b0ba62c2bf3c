import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests, stubServer, wireMe } from '../test/screen-test-kit';
import { restoreSession, useSession } from './session';
import { claimSessionDrafts, sessionDraft } from './session-draft';
import { writeTokens } from './token-store';

// Drafts of unsaved forms (session-draft.ts) outlive a session that ended, for the same user only.

const draft = sessionDraft<{ legalName: string }>('company.create');

function LogoutButton() {
  const { logout } = useSession();
  return (
    <button type="button" onClick={() => void logout()}>
      logout
    </button>
  );
}

setUpScreenTests();

describe('drafts across sessions', () => {
  it('gives the same user their draft back when their session is loaded again', async () => {
    claimSessionDrafts('u1');
    draft.write({ legalName: 'Autohaus Muster' });
    stubServer({ '/api/auth/me': { status: 200, body: { data: wireMe({ id: 'u1' }) } } });
    writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
    await restoreSession();
    expect(draft.read()).toEqual({ legalName: 'Autohaus Muster' });
  });

  it('clears the draft another user left in the tab when a session is loaded', async () => {
    claimSessionDrafts('someone-else');
    draft.write({ legalName: 'Autohaus Muster' });
    stubServer({ '/api/auth/me': { status: 200, body: { data: wireMe({ id: 'u1' }) } } });
    writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
    await restoreSession();
    expect(draft.read()).toBeNull();
  });

  it('clears every draft on logout', async () => {
    claimSessionDrafts('u1');
    draft.write({ legalName: 'Autohaus Muster' });
    stubServer({ '/api/auth/me': { status: 200, body: { data: wireMe({ id: 'u1' }) } }, '/api/auth/logout': { status: 204 } });
    writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
    await restoreSession();
    renderScreen([{ path: '/', element: <LogoutButton /> }], '/');
    (await screen.findByRole('button', { name: 'logout' })).click();
    await waitFor(() => expect(draft.read()).toBeNull());
  });
});
