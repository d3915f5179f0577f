/**
 * product.md §8 texts of this area that contracts' FALLBACK does not hold. "Manufactur" is spelt as product.md
 * gives it, and the admin form shows the same two toasts ("wording as is").
 */
export const TEXT = {
  manufacturerAdded: 'Manufactur Added Successfully',
  manufacturerUpdated: 'Manufactur Updated Successfully',
  subscriptionUpdated: 'Subscription updated successfully',
  manufacturerLoadFailed: 'Failed to load manufacturer.',
  manufacturersLoadFailed: 'Failed to load manufacturers.',
  adminLoadFailed: 'Failed to load admin.',
  adminsLoadFailed: 'Failed to load admins.',
} as const;
