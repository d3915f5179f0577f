import { paiseToRupees, toPaise } from '@apparel/contracts';

/** NUMERIC text from the database as a JSON number of rupees (exact to the paisa). */
export const rupees = (value: string | number): number => paiseToRupees(toPaise(String(value)));
