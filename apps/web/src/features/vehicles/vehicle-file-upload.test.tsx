import { catalogs } from '@kontor/domain/i18n/catalogs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../app/layouts/root-layout';
import { renderScreen, setUpScreenTests, stubServer } from '../../test/screen-test-kit';
import { VehicleFileUpload } from './vehicle-file-upload';

// Uploading a vehicle's documents: a lost connection is told as such, and the end of the job (done,
// or its status unknown after polls kept failing) always ends the progress and refreshes the list.

setUpScreenTests();
const en = catalogs.en;
const LIMITS = {
  status: 200,
  body: { data: { max_mb: 10, max_files: 10, extensions: { general: ['pdf'], images: [], logo: ['jpg'] } } },
};

function renderUpload(onFinished = vi.fn(async () => undefined)) {
  // Under the root layout, as in the app: it registers the client's error notifications.
  renderScreen(
    [
      {
        element: <RootLayout />,
        children: [
          {
            path: '/',
            element: (
              <VehicleFileUpload
                vehicleId="v1"
                kind="documents"
                label="Add documents"
                storedMessage={(count) => `${count} stored`}
                onFinished={onFinished}
              />
            ),
          },
        ],
      },
    ],
    '/',
  );
  return onFinished;
}

async function chooseAndUpload() {
  const button = await screen.findByRole('button', { name: /Add documents/ });
  await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull());
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF'], 'gutachten.pdf', { type: 'application/pdf' })] } });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return button;
}

/** The refusal shown at the upload field itself (not a notification). */
async function fieldRefusal(): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.queryAllByRole('alert').find((node) => node.closest('.ant-message, .ant-notification') === null);
    expect(found).toBeTruthy();
  });
  return found!;
}

describe('VehicleFileUpload', () => {
  it('says there is no connection when the upload cannot reach the server, and lets the dealer try again', async () => {
    stubServer({ '/api/uploads/limits': LIMITS });
    const answer = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'POST') throw new TypeError('Failed to fetch');
        return answer(url, init);
      }),
    );
    renderUpload();
    const button = await chooseAndUpload();
    expect(await screen.findByText(en.errors['9542'])).toBeTruthy();
    expect(screen.queryByText(en.errors['5003'])).toBeNull();
    // Still on the form with the file chosen: the dealer can send it again.
    expect(screen.getByText('gutachten.pdf')).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('ends the progress and refreshes the list when a status poll failed on the way', async () => {
    let polls = 0;
    stubServer({
      '/api/uploads/limits': LIMITS,
      '/api/user/vehicles/v1/upload-documents': { status: 202, body: { data: { suuid: 's1' } } },
      '/api/user/vehicles/uploading-documents-status/s1': () => {
        polls += 1;
        // The second poll meets a server that is briefly gone; the third finds the job done.
        if (polls === 2) return { status: 503, body: { error: { code: '503' } } };
        const done = polls > 2;
        return {
          status: 200,
          body: {
            data: {
              suuid: 's1',
              status: done ? 'DONE' : 'RUNNING',
              progress: done ? 100 : 0,
              result: done ? { stored: 1 } : null,
              error: null,
            },
          },
        };
      },
    });
    const onFinished = renderUpload();
    await chooseAndUpload();
    expect(await screen.findByText('1 stored', undefined, { timeout: 8000 })).toBeTruthy();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // A failed poll is nobody's error page: the dealer is still here.
    expect(screen.queryByText(en.errors['500'])).toBeNull();
  }, 15_000);

  it('shows the server’s refusal of a renamed program at the upload field, naming the file, and drops only that file from the list', async () => {
    const posted = vi.fn();
    stubServer({
      '/api/uploads/limits': LIMITS,
      '/api/user/vehicles/v1/upload-documents': () => {
        posted();
        return {
          status: 415,
          body: { error: { code: '5002', message: 'fahrzeugbrief.pdf: Unsupported file type', file: 'fahrzeugbrief.pdf' } },
        };
      },
    });
    renderUpload();
    const button = await screen.findByRole('button', { name: /Add documents/ });
    await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull());
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['%PDF'], 'gutachten.pdf', { type: 'application/pdf' }),
          new File(['MZ'], 'fahrzeugbrief.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const refusal = await fieldRefusal();
    expect(refusal.textContent).toContain(`fahrzeugbrief.pdf: ${en.errors['5002']}`);
    expect(posted).toHaveBeenCalledTimes(1);
    // Only what may still be sent stays listed; the refused file is gone, and no toast without a name.
    const listed = () =>
      [...document.querySelectorAll('.ant-upload-list-item:not(.ant-upload-animate-leave)')].map((item) => item.textContent);
    await waitFor(() => expect(listed()).toEqual(['gutachten.pdf']));
    expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain(en.errors['5002']);
  });

  it('refuses a file of the wrong type in the browser at the field, naming it, and never lists it', async () => {
    stubServer({ '/api/uploads/limits': LIMITS });
    renderUpload();
    await screen.findByRole('button', { name: /Add documents/ });
    await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull());
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] } });
    const refusal = await fieldRefusal();
    expect(refusal.textContent).toContain(`setup.exe: ${en.company.upload.unsupported}`);
    expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
  });
});
