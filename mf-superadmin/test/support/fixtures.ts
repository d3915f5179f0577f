import type { Admin, Manufacturer } from '@apparel/contracts';

export const aManufacturer = (overrides: Partial<Manufacturer> = {}): Manufacturer => ({
  id: 5,
  name: 'Acme Apparel',
  description: 'Cotton shirts',
  address: '12 Mill Road',
  state: 'Gujarat',
  city: 'Surat',
  gstin: '24ABCDE1234F1Z6',
  logo: '/uploads/logos/acme.png',
  createdAt: '2025-01-10T08:00:00.000Z',
  user: { id: 11, name: 'Asha Patel', email: 'asha@acme.test', mobile: '9876543210' },
  subscription: null,
  ...overrides,
});

export const anAdmin = (overrides: Partial<Admin> = {}): Admin => ({
  id: 7,
  name: 'Ravi Kumar',
  email: 'ravi@platform.test',
  mobile: '9123456780',
  ...overrides,
});
