/** The multipart encoder moved to test/support (the catalogue uploads files too). */
export { type FilePart, multipart } from '../support/multipart';

let sequence = 0;

/** The text fields of a valid manufacturer form, with an email and mobile no other test uses. */
export const manufacturerFields = (overrides: Record<string, string | undefined> = {}) => {
  sequence += 1;
  const n = `${process.pid % 1000}${sequence}`.padStart(6, '0').slice(-6);
  return {
    name: `Test Textiles ${n}`,
    description: 'Cotton shirts and kurtas',
    address: '1 Mill Road',
    state: 'Maharashtra',
    city: 'Pune',
    gstin: '27AAACT1234A1Z5',
    'user[name]': `Owner ${n}`,
    'user[email]': `owner${n}@textiles.example.com`,
    'user[mobile]': `8100${n}`,
    'user[password]': 'Secret@123',
    ...overrides,
  };
};
