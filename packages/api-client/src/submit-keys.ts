import { useRef } from 'react';

/**
 * One Idempotency-Key per submit: `keyFor(input)` makes a key for a new submission and gives
 * the same key again while the same input is sent again (a double click, a retry after a lost answer),
 * so the server answers the first result instead of issuing a second order, invoice or credit note.
 * Another input is another submission, with a new key.
 */
export const useSubmitKeys = () => {
  const last = useRef<{ input: string; key: string } | null>(null);
  return (input: unknown): string => {
    const text = JSON.stringify(input);
    if (last.current?.input !== text) last.current = { input: text, key: crypto.randomUUID() };
    return last.current.key;
  };
};
