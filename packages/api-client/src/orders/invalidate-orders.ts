import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '../catalogue/keys';
import { dashboardKeys } from '../dashboard/keys';
import { orderKeys } from './keys';

/** After an order changes: its lists, the dashboard and (stock moves on accept and delete) the products. */
export const invalidateAfterOrderChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]);
