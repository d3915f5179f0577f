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
