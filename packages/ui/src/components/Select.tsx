import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's Select, whose closed dropdown joins the page when the select first takes focus (clicking,
 * tapping, tabbing to it and its label all focus it first). Mantine keeps a closed dropdown mounted,
 * and floating-ui positions it at mount: a forced style and layout of the whole new page inside
 * React's commit, about a quarter of the first commit's task on /products and /orders-new on a phone
 * (issue 20). Every single-choice select is this one.
 */
export function Select({ comboboxProps, onFocus, onDropdownOpen, ...props }: SelectProps) {
  const [dropdownMounted, setDropdownMounted] = useState(false);
  // Mantine renders aria-expanded from the id its options record once mounted: a dropdown opened by
  // the event that also mounts it (a click with no focus before) gets one more render after.
  const [, rerender] = useState(0);
  return (
    <MantineSelect
      {...props}
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
