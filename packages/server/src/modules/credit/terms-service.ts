import {
  paiseToRupees,
  type RetailerTerms,
  type retailerTermsInputSchema,
  toPaise,
} from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { type LinkTerms, linkTermsOf } from './money-owed';

type TermsForm = z.output<typeof retailerTermsInputSchema>;

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** The API's view of a link's terms (rupees). */
export const termsAnswer = (terms: LinkTerms): RetailerTerms => ({
  paymentDays: terms.paymentDays,
  creditLimit: rupeesOrNull(terms.creditLimitPaise),
  overdueTolerance: paiseToRupees(terms.overdueTolerancePaise),
  minOrderValue: rupeesOrNull(terms.minOrderPaise),
});

const money = (rupees: number | null) => (rupees === null ? null : (toPaise(rupees) / 100).toFixed(2));

export type TermsService = ReturnType<typeof createTermsService>;

/** A retailer link's credit terms (product.md §16); invoices already issued keep their due dates. */
export const createTermsService = ({ db, clock }: { db: Database; clock: Clock }) => ({
  read: async (manufacturerId: number, retailerId: number): Promise<RetailerTerms> =>
    termsAnswer(await linkTermsOf(db, manufacturerId, retailerId)),

  update: (manufacturerId: number, retailerId: number, form: TermsForm): Promise<RetailerTerms> =>
    db.transaction(async (tx) => {
      const link = await linkTermsOf(tx, manufacturerId, retailerId, 'update');
      await tx.execute(
        sql`update retailer_links set payment_days = ${form.paymentDays}, credit_limit = ${money(form.creditLimit)},
          overdue_tolerance = ${money(form.overdueTolerance)}, min_order_value = ${money(form.minOrderValue)},
          terms_updated_at = ${clock().toISOString()}
          where id = ${link.linkId}`,
      );
      return termsAnswer(await linkTermsOf(tx, manufacturerId, retailerId));
    }),
});
