import type { ComboboxData, ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** Every option of a select's data (plain strings, items, groups), as value and label. */
export const flatOptions = (data: ComboboxData | undefined): ComboboxItem[] =>
  (data ?? []).flatMap((entry): ComboboxItem[] => {
    if (typeof entry === 'string') return [{ value: entry, label: entry }];
    if ('group' in entry) return flatOptions(entry.items as ComboboxData);
    return [{ value: entry.value, label: entry.label ?? entry.value }];
  });

/** The option whose label is exactly what was typed (letter case and outer spaces aside), if any. */
export const optionTyped = (data: ComboboxData | undefined, typed: string): ComboboxItem | undefined => {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return undefined;
  return flatOptions(data).find((option) => option.label.trim().toLowerCase() === wanted);
};

/**
 * Keeps the options holding every word typed, for a picker whose list the server searches: until the
 * answer to the latest text arrives the list on screen is the answer to an earlier one, and ArrowDown
 * and Enter must not pick from it an option the text no longer names.
 */
export const optionsHoldingEveryWord: OptionsFilter = ({ options, search }) => {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const holds = (option: ComboboxParsedItem): boolean =>
    'group' in option
      ? option.items.some(holds)
      : words.every((word) => option.label.toLowerCase().includes(word));
  return options
    .filter(holds)
    .map((option) => ('group' in option ? { ...option, items: option.items.filter(holds) } : option));
};
