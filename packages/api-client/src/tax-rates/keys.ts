/** Query keys of the super admin's tax rates. */
export const taxRateKeys = {
  all: ['tax-rates'] as const,
  list: () => [...taxRateKeys.all, 'list'] as const,
};
