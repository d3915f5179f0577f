import { isCalendarDate } from './admin';
import { boundedText, dbId, requiredText } from './fields';
import * as z from './zod';

/** Most lines one dispatch may name (an order carries at most 200). */
const MAX_DISPATCH_LINES = 200;

export const DISPATCH_MSG = {
  dateRequired: 'Date is required',
  transporterRequired: 'Transporter is required',
  atLeastOnePiece: 'Dispatch at least one piece',
  atLeastOneReturn: 'Return at least one piece',
  created: 'Dispatched: invoice issued',
  remainderCancelled: 'Remaining quantities cancelled and returned to stock',
  orderCancelled: 'Order cancelled and its items returned to stock',
  distance: 'Approximate distance must be a whole number of km from 1 to 4000',
} as const;

/** The longest distance the e-way bill portal takes for one consignment (km). */
export const MAX_DISTANCE_KM = 4000;

/** The dispatch's refusal when an e-way bill is needed and no distance was given (product.md §18). */
export const distanceRequiredMessage = (value: string, threshold: string) =>
  `Approximate distance (km) is required: this consignment is worth ${value}, above the e-way bill threshold of ${threshold}`;

/** "Line 2: ..." — every quantity problem names its line (1-based, as the form lists them). */
export const lineMessage = (index: number, text: string) => `Line ${index + 1}: ${text}`;

/** The line (0-based) a `lineMessage` names, so a form can show the server's refusal under its field. */
export const lineIndexOf = (message: string): number | null => {
  const match = /^Line (\d+): /.exec(message);
  return match ? Number(match[1]) - 1 : null;
};

const lineSchema = z.object({
  itemId: dbId('itemId must be an order item id'),
  quantity: z.number({ error: 'quantity must be a number' }),
});

/**
 * Order lines with quantities: whole numbers, 0 or more (0 = not this time), each item once, at least
 * one piece in all (`nothing` says so). Problems name the line.
 */
const quantityLinesSchema = (nothing: string) =>
  z
    .array(lineSchema, { error: 'lines must be a list' })
    .min(1, nothing)
    .max(MAX_DISPATCH_LINES, `At most ${MAX_DISPATCH_LINES} lines`)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        const path = [index, 'quantity'];
        if (!Number.isInteger(line.quantity))
          ctx.addIssue({
            code: 'custom',
            path,
            message: lineMessage(index, 'quantity must be a whole number'),
          });
        else if (line.quantity < 0)
          ctx.addIssue({
            code: 'custom',
            path,
            message: lineMessage(index, 'quantity must not be negative'),
          });
        if (seen.has(line.itemId))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'itemId'],
            message: lineMessage(index, `item ${line.itemId} is listed twice`),
          });
        seen.add(line.itemId);
      });
      if (lines.every((line) => Number.isInteger(line.quantity) && line.quantity <= 0))
        ctx.addIssue({ code: 'custom', message: nothing });
    });
export type QuantityLine = z.infer<typeof lineSchema>;

const optionalCode = () => z.preprocess((v) => v ?? '', boundedText('code'));

/** POST /orders/{id}/dispatches: one consignment of an ACCEPTED or PARTIALLY_DISPATCHED order. */
export const dispatchCreateSchema = z.object({
  date: z
    .string({ error: DISPATCH_MSG.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
    .refine(isCalendarDate, 'Date is not a valid date'),
  transporter: requiredText(DISPATCH_MSG.transporterRequired),
  /** LR (lorry receipt) or docket number; blank when none. */
  lrNumber: optionalCode(),
  /** Blank when none; letters and digits only once spaces and hyphens are dropped (MH12AB1234). */
  vehicleNumber: optionalCode().pipe(
    z
      .string()
      .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
      .refine(
        (v) => v === '' || /^[A-Z0-9]{4,20}$/.test(v),
        'Vehicle number must be 4 to 20 letters and digits',
      ),
  ),
  /** Approximate distance in km for the e-way bill; required only when one is needed (the server decides). */
  distanceKm: z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z
        .number({ error: DISPATCH_MSG.distance })
        .int(DISPATCH_MSG.distance)
        .min(1, DISPATCH_MSG.distance)
        .max(MAX_DISTANCE_KM, DISPATCH_MSG.distance)
        .nullable(),
    )
    .optional(),
  lines: quantityLinesSchema(DISPATCH_MSG.atLeastOnePiece),
});
export type DispatchCreate = z.input<typeof dispatchCreateSchema>;

/** A tax document as an order lists it. */
export const documentRefSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  /** Rupees, rounded to the rupee. */
  total: z.number(),
});
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** A consignment: what left, when, how, and the invoice it carries. */
export const dispatchSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  date: z.string(),
  transporter: z.string(),
  lrNumber: z.string(),
  vehicleNumber: z.string(),
  /** Approximate distance in km (e-way bill); null when none was given. */
  distanceKm: z.number().int().nullable().optional(),
  lines: z.array(z.object({ itemId: z.number().int(), quantity: z.number().int() })),
  invoice: documentRefSchema,
});
export type Dispatch = z.infer<typeof dispatchSchema>;

export const creditNoteRefSchema = documentRefSchema.extend({ invoiceId: z.number().int() });
export type CreditNoteRef = z.infer<typeof creditNoteRefSchema>;

/** POST /invoices/{id}/credit-notes: returned pieces per order item, back into stock or not. */
export const creditNoteCreateSchema = z.object({
  lines: quantityLinesSchema(DISPATCH_MSG.atLeastOneReturn),
  restock: z.boolean({ error: 'restock must be true or false' }),
});
export type CreditNoteCreate = z.input<typeof creditNoteCreateSchema>;
