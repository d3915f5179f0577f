import { screen } from '@testing-library/react';
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
});
