import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from '../src';
import { renderPage } from '../src/testing/render';

describe('ConfirmButton', () => {
  it('acts only after the question is confirmed', async () => {
    const onConfirm = vi.fn();
    renderPage(
      <ConfirmButton confirm="Delete product?" onConfirm={onConfirm}>
        Delete
      </ConfirmButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete product?')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = vi.fn();
    renderPage(
      <ConfirmButton confirm="Delete product?" onConfirm={onConfirm}>
        Delete
      </ConfirmButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens from the keyboard and gives focus back to its button when cancelled, every time', async () => {
    const user = userEvent.setup();
    renderPage(
      <ConfirmButton confirm="Delete product?" onConfirm={vi.fn()}>
        Delete
      </ConfirmButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    for (const time of ['first', 'second']) {
      button.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Please confirm' }), time).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    }
  });
});
