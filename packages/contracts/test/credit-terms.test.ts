import { describe, expect, it } from 'vitest';
import {
  ageingBucketOf,
  creditLimitHoldReason,
  formatPaiseInMessage,
  minimumOrderMessage,
  minimumOrderMessageForRupees,
  overdueHoldReason,
  paymentCreateSchema,
  retailerTermsInputSchema,
  statementWhatsAppText,
  whatsAppLink,
} from '../src';

describe('credit messages word money as the product does', () => {
  it('whole rupees without paise, paise only when there are some', () => {
    expect(formatPaiseInMessage(840_000)).toBe('₹8,400');
    expect(formatPaiseInMessage(20_000_000)).toBe('₹2,00,000');
    expect(formatPaiseInMessage(840_050)).toBe('₹8,400.50');
  });

  it('holds and minimum order read word for word', () => {
    expect(creditLimitHoldReason(840_000)).toBe('Credit limit exceeded by ₹8,400');
    expect(overdueHoldReason(1, 1_200_000, '2026-10-01')).toBe('1 overdue invoice, ₹12,000, due 01/10/2026');
    expect(overdueHoldReason(3, 4_500_000, '2026-10-01')).toBe(
      '3 overdue invoices, ₹45,000, oldest due 01/10/2026',
    );
    expect(minimumOrderMessage(900_000, 1_000_000)).toBe('Add ₹1,000 to reach the minimum order of ₹10,000');
    expect(minimumOrderMessageForRupees(9000, 10000)).toBe(
      'Add ₹1,000 to reach the minimum order of ₹10,000',
    );
    expect(minimumOrderMessage(1_000_000, 1_000_000)).toBeNull();
    expect(minimumOrderMessage(1, null)).toBeNull();
  });

  it('ageing buckets by days past due', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucketOf)).toEqual([
      'notDue',
      'd1to30',
      'd1to30',
      'd31to60',
      'd31to60',
      'd61to90',
      'd61to90',
      'over90',
    ]);
  });

  it('the WhatsApp message carries the amount due and the link', () => {
    const text = statementWhatsAppText({
      retailerName: 'Asha Stores',
      amountDue: '₹1,200.00',
      url: 'https://x/s',
    });
    expect(text).toContain('₹1,200.00');
    expect(whatsAppLink('9876543210', text)).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(text)}`,
    );
  });
});

describe('payment and terms input', () => {
  const payment = { retailerId: 1, date: '2026-10-01', amount: 100, mode: 'UPI', reference: 'UTR' };
  it('refuses an amount of 0, below 0 or with more than two decimals, naming it', () => {
    for (const amount of [0, -1, 1.005]) {
      const result = paymentCreateSchema.safeParse({ ...payment, amount });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^amount/);
    }
    expect(paymentCreateSchema.safeParse({ ...payment, amount: 0.01 }).success).toBe(true);
  });
  it('takes empty limits as none and defaults the tolerance to 0', () => {
    expect(
      retailerTermsInputSchema.parse({ paymentDays: 30, creditLimit: null, minOrderValue: null }),
    ).toEqual({
      paymentDays: 30,
      creditLimit: null,
      overdueTolerance: 0,
      minOrderValue: null,
    });
  });
});
