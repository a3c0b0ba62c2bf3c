import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { restoreSession } from '../../app/session';
import { writeTokens } from '../../app/token-store';
import { useUnsavedPart } from '../../app/use-unsaved-guard';
import { type Call, renderScreen, setUpScreenTests, stubServer, wireMe } from '../../test/screen-test-kit';
import ManageProfilePage from './manage-profile-page';

// Manage Profile holds several forms that save on their own (the user's details, the password, the
// company's data and bank details): leaving the page asks while any of them holds unsaved changes.

const en = catalogs.en;

/**
 * The company part as the router brings it, reduced to one field: its cards tell the page's guard
 * as this one does (their own tests: company-profile-sections.test.tsx).
 */
function CompanyPart() {
  const unsaved = useUnsavedPart('company');
  return <input aria-label="Bank" onChange={unsaved.markChanged} />;
}

setUpScreenTests({ wide: true });

async function openProfile(): Promise<{ calls: Call[]; router: ReturnType<typeof renderScreen> }> {
  const me = wireMe();
  const calls = stubServer({
    '/api/auth/me': { status: 200, body: { data: me } },
    '/api/user/details': { status: 200, body: { data: me } },
  });
  writeTokens({ token: 'token', refreshToken: 'refresh', expiresIn: 3600 }, false);
  await restoreSession();
  const router = renderScreen(
    [
      {
        path: '/manage-profile',
        element: (
          <>
            <Link to="/vehicles">Vehicles</Link>
            <ManageProfilePage companySections={<CompanyPart />} />
          </>
        ),
      },
      { path: '/vehicles', element: <p>The vehicles</p> },
    ],
    '/manage-profile',
  );
  await screen.findByRole('textbox', { name: en.auth.fields.firstName });
  return { calls, router };
}

const leave = () => fireEvent.click(screen.getByRole('link', { name: 'Vehicles' }));

/** Answers the question about unsaved changes with `answer` (stay or leave). */
async function answer(choice: 'stay' | 'leave'): Promise<void> {
  const asked = await screen.findByRole('dialog');
  expect(within(asked).getByText(en.common.unsaved.text)).toBeTruthy();
  fireEvent.click(within(asked).getByRole('button', { name: en.common.unsaved[choice] }));
}

describe('Manage Profile with unsaved changes', { timeout: 30_000 }, () => {
  it('leaves at once while nothing changed', async () => {
    const { router } = await openProfile();
    leave();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks while the details are changed; staying keeps them, and once saved it leaves without asking', async () => {
    const { calls, router } = await openProfile();
    const firstName = screen.getByRole('textbox', { name: en.auth.fields.firstName });
    fireEvent.change(firstName, { target: { value: 'Jörg' } });
    leave();
    await answer('stay');
    expect(router.state.location.pathname).toBe('/manage-profile');
    expect((firstName as HTMLInputElement).value).toBe('Jörg');

    fireEvent.click(screen.getByRole('button', { name: en.common.actions.save }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/details' && call.body !== undefined)).toBe(true));
    await screen.findByText(en.auth.profile.detailsSaved);
    leave();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
  });

  it('asks while the company part is changed, though the details were saved; leaving goes without saving', async () => {
    const { router } = await openProfile();
    fireEvent.change(screen.getByRole('textbox', { name: 'Bank' }), { target: { value: 'Sparkasse Nord' } });
    fireEvent.change(screen.getByRole('textbox', { name: en.auth.fields.firstName }), { target: { value: 'Jörg' } });
    fireEvent.click(screen.getByRole('button', { name: en.common.actions.save }));
    await screen.findByText(en.auth.profile.detailsSaved);
    leave();
    await answer('leave');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
  });
});
