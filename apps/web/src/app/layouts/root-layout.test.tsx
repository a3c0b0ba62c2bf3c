import { catalogs } from '@kontor/domain/i18n/catalogs';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setUpScreenTests } from '../../test/screen-test-kit';
import { ApiError, setApiHooks } from '../api-client';
import { RootLayout } from './root-layout';

const en = catalogs.en;

setUpScreenTests();

/** What the browser does with a promise that failed and nobody caught (antd's onFinish drops them). */
function escape(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
  return event;
}

describe('the root layout', () => {
  it('shows a failed save that its form let escape, titled Error, in the user’s language', async () => {
    renderScreen([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>page</p> }] }], '/');
    await screen.findByText('page');
    const conflict = new ApiError(409, '409');
    const event = escape(conflict);
    expect(await screen.findByText(en.common.errors.errorTitle)).toBeTruthy();
    expect(screen.getByText(en.errors['409'])).toBeTruthy();
    expect(event.defaultPrevented).toBe(true);
    // A bad request without fields: the generic text.
    escape(new ApiError(400, '5003'));
    expect(await screen.findByText(en.errors['5003'])).toBeTruthy();
  });

  it('leaves alone what the client already showed and what is not an answer of ours', async () => {
    let shown = 0;
    renderScreen([{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>page</p> }] }], '/');
    await screen.findByText('page');
    setApiHooks({ notifyError: () => (shown += 1) });
    const redirected = new ApiError(404, '404');
    redirected.shown = true;
    expect(escape(redirected).defaultPrevented).toBe(false);
    expect(escape(new Error('a bug')).defaultPrevented).toBe(false);
    await waitFor(() => expect(shown).toBe(0));
  });
});
