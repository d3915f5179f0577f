import { fieldLabel } from '@apparel/ui/testing';
import { type BoundFunctions, type queries, screen } from '@testing-library/react';

type Scope = BoundFunctions<typeof queries>;

/** The State picker's input (its listbox carries the same label). */
export const stateInput = (scope: Scope = screen) =>
  scope.getAllByLabelText(fieldLabel('State')).find((element) => element.tagName === 'INPUT') as HTMLElement;

/** Picks a state from the State list, as a user does: type part of it, click the option. */
export async function pickState(
  user: { type: (e: Element, t: string) => Promise<void>; click: (e: Element) => Promise<void> },
  state: string,
  scope: Scope = screen,
) {
  await user.type(stateInput(scope), state.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: state, hidden: true }));
}
