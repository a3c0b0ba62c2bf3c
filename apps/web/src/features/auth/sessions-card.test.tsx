import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { SessionsCard } from './sessions-card';

const en = catalogs.en.auth.profile.sessions;

setUpScreenTests();

const THIS = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Firefox 133 · Linux',
  created_at: '2026-03-02T08:05:00.000Z',
  last_used_at: '2026-03-02T17:45:00.000Z',
  current: true,
};
const PHONE = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari 18 · iPhone',
  created_at: '2026-02-27T06:30:00.000Z',
  last_used_at: '2026-03-01T11:00:00.000Z',
  current: false,
};

describe('SessionsCard', () => {
  it('lists the sessions with device, start and last use in Berlin time, marks this one, and ends another', async () => {
    let live = [THIS, PHONE, { ...PHONE, id: '33333333-3333-4333-8333-333333333333', device: null }];
    const calls = stubServer({
      '/api/user/sessions': () => ({ status: 200, body: { data: live } }),
      [`/api/user/sessions/${PHONE.id}`]: () => {
        live = live.filter((session) => session.id !== PHONE.id);
        return { status: 204 };
      },
    });
    renderWithProviders(<SessionsCard />);
    // A session's row (antd's actions are list items of their own).
    const row = (text: string) => screen.getByText(text).closest<HTMLElement>('.ant-list-item')!;
    const mine = row((await screen.findByText('Firefox 133 · Linux')).textContent!);
    const phone = row('Safari 18 · iPhone');
    const unknown = row(en.unknownDevice);
    expect(within(mine).getByText('Firefox 133 · Linux')).toBeTruthy();
    expect(within(mine).getByText(en.current)).toBeTruthy();
    // 08:05 UTC is 09:05 in Berlin in March (CET); English writes the day first, 24-hour.
    expect(within(mine).getByText('Signed in on 02/03/2026 09:05')).toBeTruthy();
    expect(within(mine).getByText('Last active on 02/03/2026 18:45')).toBeTruthy();
    // This one has no button: it ends with the logout.
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(unknown).getByText(en.unknownDevice)).toBeTruthy();

    const endPhone = within(phone).getByRole('button', { name: 'End session Safari 18 · iPhone' });
    fireEvent.click(endPhone);
    await waitFor(() => expect(screen.queryByText('Safari 18 · iPhone')).toBeNull());
    expect(screen.getByText(en.unknownDevice)).toBeTruthy();
    expect(calls.some((call) => call.path === `/api/user/sessions/${PHONE.id}`)).toBe(true);
    expect(await screen.findByText(en.ended)).toBeTruthy();
  });
});
