import { MultiSelect, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, StateSelect } from '../src';
import { installEnterNeverSubmits } from '../src/forms/enter-never-submits';
import { renderPage, setupUser } from '../src/testing';

const COLOURS = ['Black', 'Navy', 'Red'];

/** A form with every kind of field the product's forms have: text, pickers and a grid of quantities. */
function ProductLikeForm({ onSubmit }: { onSubmit: () => void }) {
  const [colours, setColours] = useState<string[]>([]);
  const [state, setState] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextInput label="Name" />
      <MultiSelect label="Colors" data={COLOURS} searchable value={colours} onChange={setColours} />
      <Select label="Status" data={['Active', 'Inactive']} />
      <StateSelect value={state} onChange={setState} />
      <table>
        <tbody>
          <tr>
            <td>
              <input aria-label="S Navy" />
            </td>
            <td>
              <input aria-label="M Navy" />
            </td>
          </tr>
        </tbody>
      </table>
      <button type="submit">Save</button>
    </form>
  );
}

const renderForm = () => {
  const onSubmit = vi.fn();
  renderPage(<ProductLikeForm onSubmit={onSubmit} />);
  return onSubmit;
};

describe('Enter never submits a form by accident', () => {
  it('typing "Nav" then Enter in a multi-select adds Navy and does not save', async () => {
    const user = setupUser();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Colors' }));
    await user.keyboard('Nav');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Navy', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
  });

  it('Enter in a multi-select whose filter matches nothing does not save', async () => {
    const user = setupUser();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Colors' }));
    await user.keyboard('Zzz{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter on a closed select and in the State dropdown does not save', async () => {
    const user = setupUser();
    const onSubmit = renderForm();
    screen.getByRole('combobox', { name: 'Status' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.keyboard('Guj{Enter}');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Gujarat');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter picks the highlighted option when Mantine has lost track of its index', () => {
    // What Mantine's open-dropdown timer leaves when it fires after typing: the option is still
    // highlighted on screen, but Mantine's own Enter handler no longer knows which one it is.
    document.body.innerHTML = `
      <form><input role="combobox" aria-expanded="true" aria-controls="states" value="Rajas" /></form>
      <div id="states" role="listbox">
        <div role="option" data-combobox-option>Rajasthan</div>
      </div>`;
    const field = document.querySelector('input') as HTMLInputElement;
    const option = document.querySelector('[role="option"]') as HTMLElement;
    const picked = vi.fn();
    option.addEventListener('click', picked);
    const uninstall = installEnterNeverSubmits();
    const pressEnter = () => {
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      field.dispatchEvent(enter);
      return enter;
    };
    expect(pressEnter().defaultPrevented).toBe(true);
    expect(picked).not.toHaveBeenCalled();
    option.setAttribute('data-combobox-selected', 'true');
    expect(pressEnter().defaultPrevented).toBe(true);
    expect(picked).toHaveBeenCalledTimes(1);
    field.setAttribute('aria-expanded', 'false');
    pressEnter();
    expect(picked).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('Enter in a grid cell moves to the next cell and does not save', async () => {
    const user = setupUser();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'S Navy' }));
    await user.keyboard('12{Enter}');
    expect(screen.getByRole('textbox', { name: 'M Navy' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter in a text field still submits, as a keyboard user expects', async () => {
    const user = setupUser();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('Shirt{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('Tab passes through the pickers without opening them; Alt+ArrowDown opens one', async () => {
    const user = setupUser();
    renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Colors' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await user.tab();
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveFocus();
    for (const name of ['Colors', 'Status', 'State'])
      expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(state).toHaveAttribute('aria-expanded', 'true');
  });
});
