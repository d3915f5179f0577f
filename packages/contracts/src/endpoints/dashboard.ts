import { dashboardSchema } from '../dashboard';
import { defineEndpoints, MANUFACTURER } from '../endpoint';

/** product.md §7 "Dashboard" (docs/dashboard.md). */
export const dashboardEndpoints = defineEndpoints('manufacturer: dashboard', {
  read: {
    method: 'GET',
    path: '/manufacturer/dashboard',
    access: MANUFACTURER,
    summary: 'My KPIs, best sellers, size demand, monthly sales, statuses and retailers (docs/dashboard.md)',
    response: dashboardSchema,
  },
});
