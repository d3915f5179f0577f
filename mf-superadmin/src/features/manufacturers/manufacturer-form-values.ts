import type { Manufacturer, manufacturerCreateSchema } from '@apparel/contracts';
import type { z } from 'zod';

/** What the manufacturer form edits: the create schema's input (the logo file is kept beside it). */
export type ManufacturerFormValues = z.input<typeof manufacturerCreateSchema>;

export const emptyManufacturerForm: ManufacturerFormValues = {
  name: '',
  description: '',
  address: '',
  state: '',
  city: '',
  gstin: '',
  user: { name: '', email: '', mobile: '', password: '' },
};

/** The stored manufacturer as form values; the password always starts blank. */
export const toManufacturerFormValues = (manufacturer: Manufacturer): ManufacturerFormValues => ({
  name: manufacturer.name,
  description: manufacturer.description,
  address: manufacturer.address,
  state: manufacturer.state,
  city: manufacturer.city,
  gstin: manufacturer.gstin ?? '',
  user: {
    name: manufacturer.user?.name ?? '',
    email: manufacturer.user?.email ?? '',
    mobile: manufacturer.user?.mobile ?? '',
    password: '',
  },
});
