import {
  attributeItemSchema,
  listAnswerSchema,
  manufacturerPageSchema,
  profileSchema,
} from '@apparel/contracts';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { errorHandler } from '../../src/plugins/error-handler';
import { responseSerializerCompiler } from '../../src/plugins/response-serializer';

/** A server answering `body` on GET /answer through the route's response schema. */
const serverAnswering = async (schema: ZodType, body: unknown) => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(errorHandler);
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => body as never);
  await app.ready();
  return app;
};

const manufacturerProfile = {
  name: 'Asha',
  email: 'asha@example.com',
  mobile: '9000000005',
  role: 'MANUFACTURER',
  manufacturer: {
    name: 'Asha Mills',
    address: '1 Mill Road',
    city: 'Surat',
    state: 'Gujarat',
    gstin: null,
    pinCode: '395003',
    invoicePrefix: null,
  },
};

describe('the response schema is the allow-list', () => {
  let app: Awaited<ReturnType<typeof serverAnswering>>;
  beforeAll(async () => {
    app = await serverAnswering(profileSchema, {
      ...manufacturerProfile,
      passwordHash: '$argon2id$v=19$secret',
      tokenVersion: 3,
      manufacturer: { ...manufacturerProfile.manufacturer, id: 7, bankAccount: '0011223344' },
    });
  });
  afterAll(() => app.close());

  it('a field the schema does not name never leaves the server, at any depth', async () => {
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(manufacturerProfile);
    for (const secret of ['passwordHash', 'argon2id', 'tokenVersion', 'bankAccount', '0011223344'])
      expect(response.body).not.toContain(secret);
  });
});

describe('the compiled serializer writes what zod would', () => {
  it('nullable objects as null or as the object', async () => {
    const admin = { ...manufacturerProfile, role: 'SUPER_ADMIN', manufacturer: null };
    const app = await serverAnswering(profileSchema, admin);
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.json()).toEqual(admin);
    await app.close();
  });

  it('a page of manufacturers with and without user and subscription', async () => {
    const base = {
      id: 1,
      name: 'A',
      description: 'd',
      address: 'a',
      state: 's',
      city: 'c',
      gstin: null,
      logo: '/uploads/logo.png',
      createdAt: '2026-11-23T00:00:00.000Z',
    };
    const page = {
      manufacturers: [
        { ...base, user: null, subscription: null },
        {
          ...base,
          id: 2,
          user: { id: 9, name: 'U', email: 'u@example.com', mobile: '9000000009' },
          subscription: {
            startDate: '2026-01-01',
            endDate: '2026-12-31',
            productLimit: 10,
            retailerLimit: 5,
            isActive: true,
          },
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const withExtras = {
      ...page,
      manufacturers: page.manufacturers.map((m) => ({
        ...m,
        updatedAt: 'x',
        user: m.user && { ...m.user, passwordHash: 'h' },
      })),
    };
    const app = await serverAnswering(manufacturerPageSchema, withExtras);
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.json()).toEqual(page);
    expect(response.body).not.toContain('passwordHash');
    await app.close();
  });

  it('a missing required field is a 500 with the error body, not a partial answer', async () => {
    const { email: _, ...withoutEmail } = manufacturerProfile;
    const app = await serverAnswering(profileSchema, withoutEmail);
    const response = await app.inject({ method: 'GET', url: '/answer' });
    const message = 'Something went wrong on our side. Please try again later.';
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message, error: message, statusCode: 500 });
    await app.close();
  });

  it('a list answered as a plain array or as one page, each through the allow-list', async () => {
    const schema = listAnswerSchema('items', attributeItemSchema);
    const items = [
      { id: 1, name: 'Navy', description: null, isActive: true },
      { id: 2, name: 'Teal', description: 'Deep', isActive: false },
    ];
    const withExtras = items.map((item) => ({ ...item, manufacturerId: 7 }));
    const page = { items, total: 42, page: 3, pageSize: 2 };
    for (const [body, expected] of [
      [withExtras, items],
      [{ ...page, items: withExtras, secret: 'x' }, page],
    ] as const) {
      const app = await serverAnswering(schema, body);
      const response = await app.inject({ method: 'GET', url: '/answer' });
      expect(response.json()).toEqual(expected);
      expect(response.body).not.toContain('manufacturerId');
      expect(response.body).not.toContain('secret');
      await app.close();
    }
  });
});
