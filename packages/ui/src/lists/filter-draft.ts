import { useState } from 'react';

/** A search's text, or a form's named filters (each a string, as in the URL). */
type Filters = string | object;

const byName = (filters: object) => filters as Readonly<Record<string, string | undefined>>;

/** The same filters, as the list would apply them (blanks around a value do not count). */
const sameFilters = (a: Filters | undefined, b: Filters | undefined): boolean => {
  if (a === undefined || b === undefined) return a === b;
  if (typeof a === 'string' || typeof b === 'string') return String(a).trim() === String(b).trim();
  const [left, right] = [byName(a), byName(b)];
  const names = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...names].every((name) => (left[name] ?? '').trim() === (right[name] ?? '').trim());
};

/**
 * What a list's filter form shows before it is applied (the draft), and `apply`, which sends it.
 * The draft follows the applied filters when they change from outside the form (Back, a link), but
 * not when the change is the form's own apply arriving: a user who clicks Clear and types at once
 * keeps what they typed, however late the list's URL catches up.
 */
export function useFilterDraft<T extends Filters>(applied: T, onApply: (filters: T) => void) {
  const [draft, setDraft] = useState(applied);
  const [followed, setFollowed] = useState(applied);
  const [sent, setSent] = useState<T | undefined>(undefined);
  if (!sameFilters(followed, applied)) {
    setFollowed(applied);
    setSent(undefined);
    if (!sameFilters(sent, applied)) setDraft(applied);
  }
  const apply = (filters: T) => {
    setSent(filters);
    setDraft(filters);
    onApply(filters);
  };
  return { draft, setDraft, apply };
}
