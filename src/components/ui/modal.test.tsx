// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmModal, DialogTrigger, Modal, ModalActions } from './modal';

afterEach(cleanup);

function Host({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Modal
      title="Return the listing"
      role="alertdialog"
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      <p role="alert">The note is required.</p>
      <Button slot="close">Cancel</Button>
    </Modal>
  ) : null;
}

describe('Modal', () => {
  it('opens from its trigger, is named by its title, moves focus in and closes with Escape', async () => {
    render(
      <DialogTrigger>
        <Button>Invite</Button>
        <Modal title="Invite someone" testId="invite-dialog">
          <input aria-label="Email" />
          <Button slot="close" variant="secondary">
            Cancel
          </Button>
        </Modal>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    expect(dialog.getAttribute('data-testid')).toBe('invite-dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open while mounted: Cancel calls onClose', async () => {
    const onClose = vi.fn();
    render(<Host onClose={onClose} />);
    expect(screen.getByRole('alertdialog', { name: 'Return the listing' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The note is required.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is described by the element describedBy names; ModalActions’ Cancel closes it', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="Cancel this trip?" role="alertdialog" describedBy="why" onClose={onClose}>
        <p id="why">The refund follows the villa’s policy.</p>
        <ModalActions cancel="Keep my trip">
          <Button variant="danger">Cancel the trip</Button>
        </ModalActions>
      </Modal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this trip?' });
    expect(dialog.getAttribute('aria-describedby')).toBe('why');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my trip' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ConfirmModal: an alertdialog described by its question, Cancel first, then the confirming action', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmModal
        title="Delete the feed?"
        text="Airbnb stops blocking your dates."
        cancel="Cancel"
        onClose={onClose}
        testId="delete-dialog"
      >
        <Button variant="danger" onPress={onConfirm}>
          Delete
        </Button>
      </ConfirmModal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the feed?' });
    expect(dialog.getAttribute('data-testid')).toBe('delete-dialog');
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Airbnb stops blocking your dates.');
    // (react-aria adds hidden, unnamed dismiss buttons around the dialog: only the named ones count.)
    const named = screen.getAllByRole('button').flatMap((b) => (b.textContent ? [b.textContent] : []));
    expect(named).toEqual(['Cancel', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
