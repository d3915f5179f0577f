import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { optionTyped } from './typed-option';

/**
 * Mantine's Select, whose closed dropdown joins the page when the select first takes focus (clicking,
 * tapping, tabbing to it and its label all focus it first). Mantine keeps a closed dropdown mounted,
 * and floating-ui positions it at mount: a forced style and layout of the whole new page inside
 * React's commit, about a quarter of the first commit's task on /products and /orders-new on a phone
 * (issue 20). Every single-choice select is this one.
 *
 * A searchable one keeps what was typed when it names an option exactly: Mantine empties the text on
 * blur unless an option was picked from the list, so "Kerala" typed and then Tab (or a click away) left
 * the field empty and the form said "Required". It stays controlled so it can choose on blur.
 */
export function Select({
  comboboxProps,
  onFocus,
  onDropdownOpen,
  onBlur,
  onChange,
  value,
  defaultValue,
  ...props
}: SelectProps) {
  const [dropdownMounted, setDropdownMounted] = useState(false);
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue ?? null);
  const current = value === undefined ? ownValue : value;
  const choose: NonNullable<SelectProps['onChange']> = (next, option) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next, option);
  };
  // Mantine renders aria-expanded from the id its options record once mounted: a dropdown opened by
  // the event that also mounts it (a click with no focus before) gets one more render after.
  const [, rerender] = useState(0);
  return (
    <MantineSelect
      {...props}
      value={current}
      onChange={choose}
      onBlur={(event) => {
        // Read before React re-renders: the input still holds the text Mantine is about to clear.
        const typed =
          props.searchable && !props.readOnly
            ? optionTyped(props.data, event.currentTarget.value)
            : undefined;
        if (typed && typed.value !== current) choose(typed.value, typed);
        onBlur?.(event);
      }}
      comboboxProps={{ keepMounted: dropdownMounted, ...comboboxProps }}
      onFocus={(event) => {
        setDropdownMounted(true);
        onFocus?.(event);
      }}
      onDropdownOpen={() => {
        if (!dropdownMounted) setTimeout(() => rerender((count) => count + 1));
        onDropdownOpen?.();
      }}
    />
  );
}
