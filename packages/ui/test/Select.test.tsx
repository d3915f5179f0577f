import { fireEvent, screen, waitFor } from '@testing-library/react';
// Options are found with `hidden: true`: under jsdom every box is empty, so floating-ui's hide middleware
// hides an open dropdown as it would one whose select scrolled away.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { optionsHoldingEveryWord, Select } from '../src';
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

function StateChoice() {
  const [state, setState] = useState<string | null>(null);
  return (
    <>
      <Select
        label="State"
        searchable
        data={['Karnataka', 'Kerala', 'Goa']}
        value={state}
        onChange={setState}
      />
      <button type="button">elsewhere</button>
      <p>chosen {state ?? 'none'}</p>
    </>
  );
}

describe('Select: what people type is kept', () => {
  it('keeps a typed exact match when the user tabs away, in any letter case', async () => {
    const user = setupUser();
    renderPage(<StateChoice />);
    const select = screen.getByRole('combobox', { name: 'State' });
    await user.type(select, 'kerala');
    await user.tab();
    expect(screen.getByText('chosen Kerala')).toBeInTheDocument();
    expect(select).toHaveValue('Kerala');
  });

  it('keeps a typed exact match when the user clicks away, and drops text that names no option', async () => {
    const user = setupUser();
    renderPage(<StateChoice />);
    const select = screen.getByRole('combobox', { name: 'State' });
    await user.type(select, 'Goa');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByText('chosen Goa')).toBeInTheDocument();
    await user.clear(select);
    await user.type(select, 'Ker');
    await user.tab();
    expect(screen.getByText('chosen Goa')).toBeInTheDocument();
    expect(select).toHaveValue('Goa');
  });

  it('keeps a typed exact match on an uncontrolled select too', async () => {
    const user = setupUser();
    const chosen: (string | null)[] = [];
    renderPage(<Select label="Size" searchable data={['S', 'M', 'L']} onChange={(v) => chosen.push(v)} />);
    await user.type(screen.getByRole('combobox', { name: 'Size' }), 'm');
    await user.tab();
    expect(chosen).toEqual(['M']);
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('M');
  });
});

/** A picker the server searches, shown while its answer to "Walk" is still the latest one. */
function StaleProductList() {
  const [product, setProduct] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  return (
    <>
      <Select
        label="Product"
        searchable
        filter={optionsHoldingEveryWord}
        data={[
          { value: '1', label: 'Walk Cotton Kurta (WCK-1)' },
          { value: '2', label: 'Walk Linen Shirt (WLS-1)' },
        ]}
        value={product}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={setProduct}
      />
      <p>chosen {product ?? 'none'}</p>
    </>
  );
}

describe('Select: a list the server searches', () => {
  it('picks with ArrowDown and Enter from the options the typed text names, not an earlier answer', async () => {
    const user = setupUser();
    renderPage(<StaleProductList />);
    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'Walk Linen');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('chosen 2')).toBeInTheDocument();
  });
});
