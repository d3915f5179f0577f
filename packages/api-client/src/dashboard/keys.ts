/** Query keys of the manufacturer dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  manufacturer: () => [...dashboardKeys.all, 'manufacturer'] as const,
};
