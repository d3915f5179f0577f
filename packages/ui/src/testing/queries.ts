import { type BoundFunctions, fireEvent, type queries, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

type Scope = BoundFunctions<typeof queries>;

/** Mantine appends an aria-hidden " *" to required labels; matches the label with or without it. */
export const fieldLabel = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** An input by its label, within a scope (default: the whole screen). */
export const field = (text: string, scope: Scope = screen) => scope.getByLabelText(fieldLabel(text));
export const queryField = (text: string, scope: Scope = screen) => scope.queryByLabelText(fieldLabel(text));
export const findField = (text: string, scope: Scope = screen) => scope.findByLabelText(fieldLabel(text));

/** A table's column headers as read, without the sort buttons' arrows. */
export const columnHeaders = async (): Promise<string[]> =>
  (await screen.findAllByRole('columnheader')).map((th) =>
    (th.textContent ?? '').replace(/[▲▼↕]/g, '').trim(),
  );

/** A fieldset by its legend (role "group"), as a scope for its fields. */
export const section = (name: string): Scope => within(screen.getByRole('group', { name }));

/**
 * Picks an option of a Mantine Select or MultiSelect. Under jsdom the dropdown opens (aria-expanded)
 * but stays display:none (it cannot be positioned), so the option is clicked as the browser would
 * dispatch it, after opening the list the user's way.
 */
export async function chooseOption(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const choice = await screen.findByRole('option', { name: option, hidden: true });
  fireEvent.click(choice);
}
