import { fireEvent, screen, waitFor } from '@testing-library/react';
// Options are found with `hidden: true`: under jsdom every box is empty, so floating-ui's hide middleware
// hides an open dropdown as it would one whose select scrolled away.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from '../src';
import { renderPage, setupUser } from '../src/testing';

function SizeChoice() {
  const [size, setSize] = useState<string | null>(null);
  return (
    <>
      <Select label="Size" data={['S', 'M', 'L']} value={size} onChange={setSize} />
      <p>chosen {size ?? 'none'}</p>
    </>
  );
}

describe('Select', () => {
  it('has no options in the page until it is first focused', async () => {
    const user = setupUser();
    renderPage(<SizeChoice />);
    expect(screen.queryByRole('option', { hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    expect(await screen.findByRole('option', { name: 'M', hidden: true })).toBeInTheDocument();
  });

  it('opens from the keyboard saying it is expanded, and chooses with the arrows and Enter', async () => {
    const user = setupUser();
    renderPage(<SizeChoice />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    expect(select).toHaveAttribute('aria-controls');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('chosen M')).toBeInTheDocument();
  });

  it('says it is expanded when a click opens it with no focus before', async () => {
    renderPage(<SizeChoice />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    fireEvent.click(select);
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.click(await screen.findByRole('option', { name: 'L', hidden: true }));
    expect(screen.getByText('chosen L')).toBeInTheDocument();
  });
});
