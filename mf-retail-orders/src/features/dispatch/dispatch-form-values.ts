import { type OrderItem, todayInIndia } from '@apparel/contracts';
import { remainingQty } from './line-quantities';

/** The Dispatch form's values: the consignment's details and one quantity per line with pieces left. */
export type DispatchFormValues = {
  date: string;
  transporter: string;
  lrNumber: string;
  vehicleNumber: string;
  /** Approximate km for the e-way bill; blank when none is needed (product.md §18). */
  distanceKm: number | '';
  lines: { itemId: number; quantity: number }[];
};

/** Each line starts at its remaining quantity (send everything), dated today in India. */
export const initialDispatchValues = (items: readonly OrderItem[]): DispatchFormValues => ({
  date: todayInIndia(),
  transporter: '',
  lrNumber: '',
  vehicleNumber: '',
  distanceKm: '',
  lines: items
    .filter((item) => remainingQty(item) > 0)
    .map((item) => ({ itemId: item.id, quantity: remainingQty(item) })),
});
