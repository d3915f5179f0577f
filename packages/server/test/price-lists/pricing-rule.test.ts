import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';
import {
  createList,
  dropLists,
  listBody,
  type PricingTenant,
  pricingTenant,
  quote,
  quotedLine,
} from './price-support';

// product.md §15's one pricing rule (product.md §15) through POST /orders/quote and POST /orders, on the
// worked example's numbers: base ₹400, "Distributors" 12 % off from 1 Oct to 31 Mar for the type,
// "A-contract" ₹340 and ₹320 from 100 pieces for A.
let server: TestServer;
let t: PricingTenant;
beforeAll(async () => {
  server = await startTestServer();
  // The clock stands at 2025-06-02; orders below are placed on 15 Oct 2025 (India).
  server.clock.advance(135 * 24 * HOUR);
  t = await pricingTenant(server);
});
afterAll(() => server?.close());
beforeEach(() => dropLists(server.db, t.id));

const kurta = (quantity: number, sizeId = t.small) => ({ productId: t.kurta, sizeId, quantity });
const quoteFor = (retailerId: number, date: string, items: unknown[]) =>
  quotedLine(server.app, t.token, { retailerId, date, items });

const workedExample = async () => {
  const distributors = await createList(
    server.app,
    t.token,
    listBody({
      name: 'Distributors',
      percentOff: 12,
      validFrom: '2025-10-01',
      validTo: '2026-03-31',
      retailerTypes: ['Distributor'],
    }),
  );
  const contract = await createList(
    server.app,
    t.token,
    listBody({
      name: 'A-contract',
      retailerIds: [t.a],
      rows: [
        { productId: t.kurta, variantId: null, price: 340, minQty: 1 },
        { productId: t.kurta, variantId: null, price: 320, minQty: 100 },
      ],
    }),
  );
  return { distributors, contract };
};

describe('the worked example (product.md §15)', () => {
  it('A, a Distributor with A-contract, ordering 120 pieces on 15 Oct pays ₹320, ₹38,400 in all', async () => {
    const { contract } = await workedExample();
    const quoted = await quoteFor(t.a, '2025-10-15', [kurta(120)]);
    expect(quoted.items[0]).toMatchObject({
      unitPrice: 320,
      priceList: { id: contract.id, name: 'A-contract' },
      priceSource: 'A-contract, 100+',
      nextRung: null,
    });
    expect(quoted.totalAmount).toBe(38_400);

    const placed = await callApi(server.app, {
      method: 'POST',
      url: '/api/orders',
      token: t.token,
      body: { retailerId: t.a, items: [kurta(120)] },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().totalAmount).toBe(38_400);
    expect(placed.json().items[0]).toMatchObject({
      price: 320,
      priceList: { id: contract.id, name: 'A-contract' },
      priceSource: 'A-contract, 100+',
    });
  });

  it('A below the rung pays the contract ₹340 and is told of "100+ for ₹320"', async () => {
    await workedExample();
    const quoted = await quoteFor(t.a, '2025-10-15', [kurta(60)]);
    expect(quoted.items[0]).toMatchObject({
      unitPrice: 340,
      priceSource: 'A-contract',
      nextRung: { minQty: 100, unitPrice: 320 },
    });
  });

  it('B, a Distributor with no contract, ordering 60 pays ₹352 (12 % off ₹400)', async () => {
    const { distributors } = await workedExample();
    const quoted = await quoteFor(t.b, '2025-10-15', [kurta(60)]);
    expect(quoted.items[0]).toMatchObject({
      unitPrice: 352,
      priceList: { id: distributors.id, name: 'Distributors' },
      priceSource: 'Distributors −12 %',
    });
    expect(quoted.totalAmount).toBe(21_120);
  });

  it("B on 1 Apr pays ₹400 less the product's own discount (5 % from 50: ₹380)", async () => {
    await workedExample();
    const quoted = await quoteFor(t.b, '2026-04-01', [kurta(60)]);
    expect(quoted.items[0]).toMatchObject({
      unitPrice: 380,
      priceList: null,
      priceSource: 'Quantity discount 5 %',
    });
  });

  it('POST /orders stores what the quote said, to the paisa, for every line', async () => {
    await workedExample();
    const items = [kurta(30), kurta(33, t.xxl), { productId: t.cap, quantity: 7 }];
    const quoted = await quoteFor(t.b, '2025-10-15', items);
    const placed = await callApi(server.app, {
      method: 'POST',
      url: '/api/orders',
      token: t.token,
      body: { retailerId: t.b, items },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.totalAmount).toBe(quoted.totalAmount);
    expect(
      order.items.map((i: Record<string, unknown>) => [i.price, i.priceSource, i.priceList, i.variantId]),
    ).toEqual(quoted.items.map((i) => [i.unitPrice, i.priceSource, i.priceList, i.variantId]));
  });
});

describe('cell prices', () => {
  it("an XXL cell at ₹450 beside S at the product's ₹400; a list's percent comes off each cell's own base", async () => {
    const none = await quoteFor(t.c, '2025-10-15', [kurta(2), kurta(2, t.xxl)]);
    expect(none.items.map((i) => [i.unitPrice, i.priceSource])).toEqual([
      [400, 'Base price'],
      [450, 'Base price'],
    ]);
    await createList(server.app, t.token, listBody({ name: 'Ten off', percentOff: 10, retailerIds: [t.c] }));
    const listed = await quoteFor(t.c, '2025-10-15', [kurta(2), kurta(2, t.xxl)]);
    expect(listed.items.map((i) => [i.unitPrice, i.priceSource])).toEqual([
      [360, 'Ten off −10 %'],
      [405, 'Ten off −10 %'],
    ]);
    expect(listed.totalAmount).toBe(1530);
  });

  it("a row for the cell answers before the product's row", async () => {
    await createList(
      server.app,
      t.token,
      listBody({
        retailerIds: [t.c],
        rows: [
          { productId: t.kurta, variantId: null, price: 350, minQty: 1 },
          { productId: t.kurta, variantId: t.xxlCell.id, price: 430, minQty: 1 },
        ],
      }),
    );
    const quoted = await quoteFor(t.c, '2025-10-15', [kurta(1), kurta(1, t.xxl)]);
    expect(quoted.items.map((i) => i.unitPrice)).toEqual([350, 430]);
  });
});

describe('within and between lists', () => {
  it('a fixed price beats the same list’s percent, even when the percent would be cheaper', async () => {
    await createList(
      server.app,
      t.token,
      listBody({
        name: 'Mixed',
        percentOff: 20,
        retailerIds: [t.c],
        rows: [{ productId: t.kurta, variantId: null, price: 370, minQty: 1 }],
      }),
    );
    const quoted = await quoteFor(t.c, '2025-10-15', [kurta(10), { productId: t.cap, quantity: 1 }]);
    expect(quoted.items.map((i) => [i.unitPrice, i.priceSource])).toEqual([
      [370, 'Mixed'],
      // The cap has no row: the list's percent prices it.
      [320, 'Mixed −20 %'],
    ]);
  });

  it('takes the deepest rung the quantity reaches', async () => {
    await createList(
      server.app,
      t.token,
      listBody({
        name: 'Ladder',
        retailerIds: [t.c],
        rows: [
          { productId: t.kurta, variantId: null, price: 390, minQty: 1 },
          { productId: t.kurta, variantId: null, price: 350, minQty: 100 },
          { productId: t.kurta, variantId: null, price: 370, minQty: 24 },
        ],
      }),
    );
    const at = async (quantity: number) => (await quoteFor(t.c, '2025-10-15', [kurta(quantity)])).items[0];
    expect(await at(23)).toMatchObject({ unitPrice: 390, nextRung: { minQty: 24, unitPrice: 370 } });
    expect(await at(24)).toMatchObject({ unitPrice: 370, priceSource: 'Ladder, 24+' });
    expect(await at(99)).toMatchObject({ unitPrice: 370, nextRung: { minQty: 100, unitPrice: 350 } });
    expect(await at(100)).toMatchObject({ unitPrice: 350, priceSource: 'Ladder, 100+', nextRung: null });
  });

  it("a retailer's own list answers over a cheaper list of its type", async () => {
    const own = await createList(
      server.app,
      t.token,
      listBody({
        name: 'A own',
        retailerIds: [t.a],
        rows: [{ productId: t.kurta, variantId: null, price: 390, minQty: 1 }],
      }),
    );
    await createList(
      server.app,
      t.token,
      listBody({ name: 'Cheap type', percentOff: 30, retailerTypes: ['Distributor'] }),
    );
    const quoted = await quoteFor(t.a, '2025-10-15', [kurta(10)]);
    expect(quoted.items[0]).toMatchObject({ unitPrice: 390, priceList: { id: own.id, name: 'A own' } });
    // B, of the same type without a list of its own, gets the type's.
    expect((await quoteFor(t.b, '2025-10-15', [kurta(10)])).items[0]).toMatchObject({ unitPrice: 280 });
  });

  it('the lowest of two lists at one level wins; a tie goes to the lower list id', async () => {
    const first = await createList(
      server.app,
      t.token,
      listBody({ name: 'Fifteen', percentOff: 15, retailerTypes: ['Distributor'] }),
    );
    await createList(
      server.app,
      t.token,
      listBody({ name: 'Ten', percentOff: 10, retailerTypes: ['Distributor'] }),
    );
    expect((await quoteFor(t.b, '2025-10-15', [kurta(1)])).items[0]).toMatchObject({
      unitPrice: 340,
      priceList: { id: first.id, name: 'Fifteen' },
    });
    await createList(
      server.app,
      t.token,
      listBody({
        name: 'Same as fifteen',
        retailerTypes: ['Distributor'],
        rows: [{ productId: t.kurta, variantId: null, price: 340, minQty: 1 }],
      }),
    );
    expect((await quoteFor(t.b, '2025-10-15', [kurta(1)])).items[0]).toMatchObject({
      priceList: { id: first.id, name: 'Fifteen' },
    });
  });

  it("the product's own Discount Rules win when cheaper than every list", async () => {
    await createList(server.app, t.token, listBody({ name: 'Two off', percentOff: 2, retailerIds: [t.c] }));
    expect((await quoteFor(t.c, '2025-10-15', [kurta(10)])).items[0]).toMatchObject({
      unitPrice: 392,
      priceSource: 'Two off −2 %',
    });
    expect((await quoteFor(t.c, '2025-10-15', [kurta(50)])).items[0]).toMatchObject({
      unitPrice: 380,
      priceList: null,
      priceSource: 'Quantity discount 5 %',
    });
  });

  it('rounds a percent half up to the paisa', async () => {
    await createList(server.app, t.token, listBody({ name: 'Odd', percentOff: 33.33, retailerIds: [t.c] }));
    // ₹450 less 33.33 %: 300.015 rounds to ₹300.02; ₹400 less it: 266.68.
    const quoted = await quoteFor(t.c, '2025-10-15', [kurta(1), kurta(1, t.xxl)]);
    expect(quoted.items.map((i) => i.unitPrice)).toEqual([266.68, 300.02]);
    expect(quoted.totalAmount).toBe(566.7);
  });
});

describe('validity', () => {
  it('a list prices from its first day to its last, inclusive, and not a day outside', async () => {
    await createList(
      server.app,
      t.token,
      listBody({
        name: 'Season',
        percentOff: 12,
        validFrom: '2025-10-01',
        validTo: '2026-03-31',
        retailerTypes: ['Distributor'],
      }),
    );
    const on = async (date: string) => (await quoteFor(t.b, date, [kurta(1)])).items[0]?.unitPrice;
    expect(await on('2025-09-30')).toBe(400);
    expect(await on('2025-10-01')).toBe(352);
    expect(await on('2026-03-31')).toBe(352);
    expect(await on('2026-04-01')).toBe(400);
  });

  it('an open-ended list prices every day from its first', async () => {
    await createList(
      server.app,
      t.token,
      listBody({ percentOff: 10, validFrom: '2025-10-15', retailerIds: [t.c] }),
    );
    const on = async (date: string) => (await quoteFor(t.c, date, [kurta(1)])).items[0]?.unitPrice;
    expect(await on('2025-10-14')).toBe(400);
    expect(await on('2099-12-31')).toBe(360);
  });

  it('an order placed today is priced by the lists valid today in India', async () => {
    await createList(
      server.app,
      t.token,
      listBody({ percentOff: 10, validFrom: '2025-10-16', retailerIds: [t.c] }),
    );
    const placed = await callApi(server.app, {
      method: 'POST',
      url: '/api/orders',
      token: t.token,
      body: { retailerId: t.c, items: [kurta(1)] },
    });
    expect(placed.json().items[0]).toMatchObject({ price: 400, priceList: null, priceSource: 'Base price' });
  });
});

describe('POST /orders/quote refusals', () => {
  it('refuses a retailer that is not linked, and a product that is not one of mine, as order create does', async () => {
    expect((await quote(server.app, t.token, { retailerId: 999_999, items: [kurta(1)] })).statusCode).toBe(
      400,
    );
    const response = await quote(server.app, t.token, {
      retailerId: t.a,
      items: [{ productId: 999_999, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('999999');
  });
});
