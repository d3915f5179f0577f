import { type BoundFunctions, type queries, screen, within } from '@testing-library/react';

type Scope = BoundFunctions<typeof queries>;

/** Mantine appends an aria-hidden " *" to required labels; match the label with or without it. */
const label = (text: string) => new RegExp(`^${text}( \\*)?$`);

/** An input by its label, within a scope (default: the whole screen). */
export const field = (text: string, scope: Scope = screen) => scope.getByLabelText(label(text));
export const queryField = (text: string, scope: Scope = screen) => scope.queryByLabelText(label(text));
export const findField = (text: string, scope: Scope = screen) => scope.findByLabelText(label(text));

/** A fieldset by its legend (role "group"), as a scope for its fields. */
export const section = (name: string): Scope => within(screen.getByRole('group', { name }));

/** The State picker's input (its listbox carries the same label). */
export const stateInput = (scope: Scope = screen) =>
  scope.getAllByLabelText(label('State')).find((element) => element.tagName === 'INPUT') as HTMLElement;

/** Picks a state from the State list, as a user does: type part of it, click the option. */
export async function pickState(
  user: { type: (e: Element, t: string) => Promise<void>; click: (e: Element) => Promise<void> },
  state: string,
  scope: Scope = screen,
) {
  await user.type(stateInput(scope), state.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: state, hidden: true }));
}
