import type { LineSheetShare, RetailerLink } from '@apparel/contracts';
import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShareDialog } from '../src/features/line-sheets/shares/ShareDialog';

const aRetailerLink = (
  id: number,
  name: string,
  mobile: string,
  status: RetailerLink['status'],
): RetailerLink => ({
  id: id + 100,
  status,
  retailer: {
    id,
    name,
    address: 'MG Road',
    state: 'Karnataka',
    city: 'Bengaluru',
    gstin: null,
    outletName: name,
    outletAddr: 'MG Road',
    contactPerson: 'Asha',
    type: 'Retailer',
    user: { id: id + 200, name, email: `${id}@shop.in`, mobile },
  },
});

const URL_ = 'http://localhost/l/Zk3v9Q2mT0aYbL7cXw1dRg8uHs5pNe4f';
const DEFAULT_TEXT = `Our line sheet Winter 26 with your prices: Please order by 15/12/2026. ${URL_}`;
const aShare = (overrides: Partial<LineSheetShare> = {}): LineSheetShare => ({
  id: 9,
  retailerId: 11,
  retailerName: 'Asha Stores',
  retailerMobile: '9876543210',
  token: 'Zk3v9Q2mT0aYbL7cXw1dRg8uHs5pNe4f',
  url: URL_,
  whatsappUrl: `https://wa.me/919876543210?text=${encodeURIComponent(DEFAULT_TEXT)}`,
  expiresAt: null,
  revokedAt: null,
  views: 0,
  lastViewedAt: null,
  lastUserAgent: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

const openDialog = () =>
  renderPage(<ShareDialog sheetId={5} sheetName="Winter 26" opened onClose={() => undefined} />);

describe('share dialog', () => {
  it('offers the accepted retailers only, shares with the chosen ones, then copies the link and opens WhatsApp with the message', async () => {
    const user = setupUser();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = mockApi({
      'GET /manufacturer/retailers': {
        body: [
          aRetailerLink(11, 'Asha Stores', '9876543210', 'ACCEPTED'),
          aRetailerLink(12, 'Pending Mart', '9000000001', 'PENDING'),
        ],
      },
      'POST /line-sheets/5/shares': { status: 201, body: { shares: [aShare()] } },
    });
    openDialog();
    const retailers = await screen.findByRole('combobox', { name: 'Retailers' });
    await user.click(retailers);
    expect(
      await screen.findByRole('option', { name: 'Asha Stores (9876543210)', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Pending Mart/, hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Asha Stores (9876543210)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create links' }));

    const link = await screen.findByRole('region', { name: 'Link for Asha Stores' });
    expect(api.bodiesSentTo('POST /line-sheets/5/shares')).toEqual([{ retailerIds: [11], expiresAt: null }]);
    expect(within(link).getByRole('textbox', { name: 'Link for Asha Stores' })).toHaveValue(URL_);

    await user.click(within(link).getByRole('button', { name: 'Copy link for Asha Stores' }));
    expect(writeText).toHaveBeenCalledWith(URL_);

    const whatsapp = within(link).getByRole('link', { name: 'Share on WhatsApp with Asha Stores' });
    expect(whatsapp).toHaveAttribute('href', aShare().whatsappUrl);
    expect(whatsapp).toHaveAttribute('target', '_blank');

    const message = within(link).getByRole('textbox', { name: 'WhatsApp message for Asha Stores' });
    expect(message).toHaveValue(DEFAULT_TEXT);
    await user.clear(message);
    await user.type(message, `Namaste! New styles: ${URL_}`);
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent(`Namaste! New styles: ${URL_}`)}`,
    );
  }, 60_000);

  it('asks for a retailer before sharing, and shows the server’s refusal', async () => {
    const user = setupUser();
    mockApi({
      'GET /manufacturer/retailers': { body: [aRetailerLink(11, 'Asha Stores', '9876543210', 'ACCEPTED')] },
      'POST /line-sheets/5/shares': {
        status: 400,
        body: { message: 'Retailer 11 is not one of your accepted retailers' },
      },
    });
    openDialog();
    await user.click(await screen.findByRole('button', { name: 'Create links' }));
    expect(await screen.findByText('Choose at least one retailer')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Retailers' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Asha Stores (9876543210)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create links' }));
    expect(await screen.findByText('Retailer 11 is not one of your accepted retailers')).toBeInTheDocument();
  });
});
