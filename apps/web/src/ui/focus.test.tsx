import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRestoreFocus } from './focus';

// A dialog mounted only while open gives focus back when it closes: to the button that opened it,
// or, when that button went away meanwhile (the card of a sale just canceled), to the page's main
// region. Under StrictMode, whose effects run twice on mounting, it keeps focus while open.

function Dialog({ onClose }: { onClose(): void }) {
  useRestoreFocus();
  return (
    <div role="dialog" aria-label="dialog">
      <input aria-label="reason" autoFocus />
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  const [withOpener, setWithOpener] = useState(true);
  return (
    <StrictMode>
      <main id="main" tabIndex={-1}>
        {withOpener && (
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
        )}
        <button type="button" onClick={() => setWithOpener(false)}>
          drop the opener
        </button>
        {open && <Dialog onClose={() => setOpen(false)} />}
      </main>
    </StrictMode>
  );
}

/** Opens the dialog as a keyboard user does: focus on the button, then pressed. */
function openDialog() {
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  act(() => opener.click());
  return opener;
}

describe('useRestoreFocus', () => {
  it('keeps focus in the dialog while it is open, and gives it back to its opener when it closes', async () => {
    render(<Page />);
    const opener = openDialog();
    const reason = screen.getByRole('textbox', { name: 'reason' });
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(reason);
    act(() => screen.getByRole('button', { name: 'close' }).click());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus to the main region when the opener is gone', async () => {
    render(<Page />);
    openDialog();
    act(() => screen.getByRole('button', { name: 'drop the opener' }).click());
    act(() => screen.getByRole('button', { name: 'close' }).click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
