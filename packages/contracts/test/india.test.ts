import { describe, expect, it } from 'vitest';
import {
  GSTIN_MESSAGES,
  gstinProblem,
  INDIAN_STATES_AND_UTS,
  manufacturerCreateSchema,
  profileManufacturerSchema,
  retailerCreateSchema,
} from '../src';

describe('States and union territories of India', () => {
  it('lists the 28 states and 8 union territories once each, alphabetically', () => {
    expect(INDIAN_STATES_AND_UTS).toHaveLength(36);
    expect(new Set(INDIAN_STATES_AND_UTS).size).toBe(36);
    expect(INDIAN_STATES_AND_UTS).toContain('Tamil Nadu');
    expect(INDIAN_STATES_AND_UTS).toContain('Ladakh');
    expect([...INDIAN_STATES_AND_UTS].sort((a, b) => a.localeCompare(b))).toEqual(INDIAN_STATES_AND_UTS);
  });
});

describe('GSTIN', () => {
  it('accepts real GSTINs, in either letter case', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
    expect(gstinProblem('27aapfu0939f1zv')).toBeNull();
  });

  it('says precisely what is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem('27AAPFU0939F1XV')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('AAAPFU0939F1ZVX')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checkDigit);
  });

  it('stays optional on the manufacturer and profile forms, and is checked when given', () => {
    const manufacturer = {
      name: 'Kanchi Silk Weavers',
      description: 'Silk sarees',
      address: '4 Temple Street',
      state: 'Tamil Nadu',
      city: 'Kanchipuram',
      user: { name: 'Meena', email: 'meena@kanchi.test', mobile: '9876543210', password: 'Secret@1' },
    };
    expect(manufacturerCreateSchema.safeParse({ ...manufacturer, gstin: '' }).success).toBe(true);
    expect(manufacturerCreateSchema.safeParse(manufacturer).success).toBe(true);
    const wrong = manufacturerCreateSchema.safeParse({ ...manufacturer, gstin: '33AAPFU0939F1ZV' });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['gstin'], message: GSTIN_MESSAGES.checkDigit });
    const profile = { name: 'Kanchi', address: 'x', city: 'y', state: 'Goa' };
    expect(profileManufacturerSchema.safeParse({ ...profile, gstin: null }).success).toBe(true);
    expect(profileManufacturerSchema.safeParse({ ...profile, gstin: 'nonsense' }).success).toBe(false);
  });

  it("belongs to the chosen state: its first two digits are that state's GST code, on every form", () => {
    const user = { name: 'Meena', email: 'meena@kanchi.test', mobile: '9876543210', password: 'Secret@1' };
    const manufacturer = {
      name: 'Kanchi Silk Weavers',
      description: 'Silk sarees',
      address: '4 Temple Street',
      state: 'Karnataka',
      city: 'Bengaluru',
      user,
    };
    const clash = { path: ['gstin'], message: 'GSTIN 27… does not belong to Karnataka (29)' };
    const wrongState = manufacturerCreateSchema.safeParse({ ...manufacturer, gstin: '27AAPFU0939F1ZV' });
    expect(wrongState.error?.issues).toEqual([expect.objectContaining(clash)]);
    expect(manufacturerCreateSchema.safeParse({ ...manufacturer, gstin: '29AAGCB7383J1Z4' }).success).toBe(
      true,
    );

    const profile = { name: 'Kanchi', address: 'x', city: 'Bengaluru', state: 'karnataka' };
    const profileClash = profileManufacturerSchema.safeParse({ ...profile, gstin: '27aapfu0939f1zv' });
    expect(profileClash.error?.issues).toEqual([expect.objectContaining(clash)]);

    const retailer = {
      name: 'Sharma Garments',
      address: '14 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      outletName: 'Sharma Outlet',
      outletAddr: '15 MG Road',
      contactPerson: 'Anil Sharma',
      user,
    };
    expect(retailerCreateSchema.safeParse({ ...retailer, gstin: '27AAPFU0939F1ZV' }).error?.issues).toEqual([
      expect.objectContaining(clash),
    ]);
    expect(retailerCreateSchema.safeParse({ ...retailer, gstin: null }).success).toBe(true);
    expect(retailerCreateSchema.safeParse({ ...retailer, gstin: '29AAGCB7383J1Z4' }).success).toBe(true);
  });

  it('is checked on the retailer form too: 15 characters and the check character', () => {
    const retailer = {
      name: 'Sharma Garments',
      address: '14 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      outletName: 'Sharma Outlet',
      outletAddr: '15 MG Road',
      contactPerson: 'Anil Sharma',
      user: { name: 'Anil', email: 'anil@retail.test', mobile: '9876543210', password: 'Secret@1' },
    };
    const short = retailerCreateSchema.safeParse({ ...retailer, gstin: '29AAGCB7383J1Z' });
    expect(short.error?.issues[0]).toMatchObject({ path: ['gstin'], message: GSTIN_MESSAGES.length });
    const typo = retailerCreateSchema.safeParse({ ...retailer, gstin: '29AAGCB7383J1Z5' });
    expect(typo.error?.issues[0]).toMatchObject({ path: ['gstin'], message: GSTIN_MESSAGES.checkDigit });
  });
});
