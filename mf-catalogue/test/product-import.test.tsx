import { type ApiReply, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ProductListPage from '../src/pages/ProductListPage';
import { anImportResult, aProductImport, aProductPage } from './support/fixtures';

const csv = (name = 'products.csv') => new File(['sku,name\nKL-1,Kurta\n'], name, { type: 'text/csv' });

const open = () => renderPage(<ProductListPage />, { route: '/products', path: '/products' });
const fileInput = () => screen.getByLabelText('CSV file');
const importButton = () => screen.getByRole('button', { name: /^(Import CSV|Importing\.\.\.)$/ });

beforeEach(() => {
  // Without XMLHttpRequest the upload goes through fetch, which mockApi answers.
  vi.stubGlobal('XMLHttpRequest', undefined);
});

describe('CSV import panel', () => {
  it('takes .csv files only and asks to "Choose a file to upload" when none is chosen', async () => {
    const api = mockApi({ 'GET /products': { body: aProductPage([]) } });
    const user = setupUser();
    open();
    expect(fileInput()).toHaveAttribute('accept', '.csv');
    expect(fileInput()).toBeRequired();
    await user.click(importButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a file to upload');
    expect(api.callsTo('POST /manufacturer/bulk-upload')).toHaveLength(0);
  });

  it('reads "Importing..." and is disabled, with an upload progress bar, while the import runs', async () => {
    let answer: (reply: ApiReply) => void = () => {};
    const api = mockApi({
      'GET /products': { body: aProductPage([]) },
      'POST /manufacturer/bulk-upload': () =>
        new Promise<ApiReply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = setupUser();
    open();
    await user.upload(fileInput(), csv());
    await user.click(importButton());
    await waitFor(() => expect(importButton()).toHaveTextContent('Importing...'));
    expect(importButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();

    const sent = api.callsTo('POST /manufacturer/bulk-upload')[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('products.csv');

    answer({ body: anImportResult({ failed: 0, success: 2, errors: [] }) });
    await waitFor(() => expect(importButton()).toHaveTextContent('Import CSV'));
    expect(importButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the message and "Success: {n} | Failed: {n}" in green, and the failed rows under "Show Errors"', async () => {
    mockApi({
      'GET /products': { body: aProductPage([]) },
      'POST /manufacturer/bulk-upload': { body: anImportResult() },
    });
    const user = setupUser();
    open();
    await user.upload(fileInput(), csv());
    await user.click(importButton());
    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('Import finished');
    expect(panel).toHaveTextContent('Success: 997 | Failed: 3');
    const toggle = within(panel).getByRole('button', { name: 'Show Errors' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(await within(panel).findByRole('list', { name: 'Failed rows' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Row 12: price: Must be a number',
      'Row 480: category: No category named "Hats"',
      'Row 901: sku: Required',
    ]);
  });

  it('offers the failed rows beyond the listed ones as a CSV download', async () => {
    mockApi({
      'GET /products': { body: aProductPage([]) },
      'POST /manufacturer/bulk-upload': {
        body: anImportResult({ failed: 1500, failedRowsUrl: '/uploads/imports/failed-rows.csv' }),
      },
    });
    const user = setupUser();
    open();
    await user.upload(fileInput(), csv());
    await user.click(importButton());
    const panel = await screen.findByRole('status');
    await user.click(within(panel).getByRole('button', { name: 'Show Errors' }));
    expect(await within(panel).findByText(/1497 more failed rows are not listed\./)).toBeInTheDocument();
    // The list is hidden from the accessibility tree until the collapse has opened.
    expect(
      await within(panel).findByRole('link', { name: 'Download every failed row as CSV' }),
    ).toHaveAttribute('href', '/uploads/imports/failed-rows.csv');
  });

  it('shows a file refused as a whole as "Error: {error}" in red', async () => {
    mockApi({
      'GET /products': { body: aProductPage([]) },
      'POST /manufacturer/bulk-upload': {
        status: 400,
        body: { error: 'The file lacks the required columns: price, mrp', statusCode: 400 },
      },
    });
    const user = setupUser();
    open();
    await user.upload(fileInput(), csv());
    await user.click(importButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The file lacks the required columns: price, mrp',
    );
  });

  it('clears the result when another file is chosen', async () => {
    mockApi({
      'GET /products': { body: aProductPage([]) },
      'POST /manufacturer/bulk-upload': { body: anImportResult() },
    });
    const user = setupUser();
    open();
    await user.upload(fileInput(), csv());
    await user.click(importButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Success: 997 | Failed: 3');
    await user.upload(fileInput(), csv('more.csv'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Success:/)).not.toBeInTheDocument();
  });
});

describe('Last imports', () => {
  it('lists my last imports with how each ended; an interrupted one saved nothing', async () => {
    mockApi({
      'GET /products': { body: aProductPage([]) },
      'GET /products/imports': {
        body: {
          items: [
            aProductImport({ id: 3, fileName: 'killed.csv', state: 'INTERRUPTED', success: 0 }),
            aProductImport({ id: 2, failed: 1500, failedRowsUrl: '/uploads/imports/abc.csv' }),
          ],
        },
      },
    });
    open();
    const section = await screen.findByRole('region', { name: 'Last imports' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('killed.csv'),
      expect.stringContaining('spring.csv'),
    ]);
    expect(rows[0]).toHaveTextContent('Interrupted: nothing saved');
    expect(rows[1]).toHaveTextContent('Done');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: '1500 (download)' })).toHaveAttribute(
      'href',
      '/uploads/imports/abc.csv',
    );
  });

  it('reads the last imports again when an import ends', async () => {
    const api = mockApi({
      'GET /products': { body: aProductPage([]) },
      'GET /products/imports': { body: { items: [] } },
      'POST /manufacturer/bulk-upload': { body: anImportResult() },
    });
    const user = setupUser();
    open();
    await waitFor(() => expect(api.callsTo('GET /products/imports')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Last imports' })).not.toBeInTheDocument();
    await user.upload(fileInput(), csv());
    await user.click(importButton());
    await screen.findByRole('status');
    await waitFor(() => expect(api.callsTo('GET /products/imports')).toHaveLength(2));
  });
});
