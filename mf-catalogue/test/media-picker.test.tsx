import type { MediaItem } from '@apparel/contracts';
import { findField, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MediaPickerButton } from '../src/features/products/media-picker/MediaPickerButton';
import ProductFormPage from '../src/pages/ProductFormPage';
import { productFormReads } from './support/catalogue-api';
import { aProduct, KURTA_IMAGES } from './support/fixtures';

vi.setConfig({ testTimeout: 60_000 });

const LIST = 'GET /media/list';

const media = (id: number, filename: string, type = 'image/png'): MediaItem => ({
  id,
  url: `/uploads/media/file-${id}.${type.split('/')[1]}`,
  filename,
  type,
});
const look = media(1, 'Indigo look.png');
const back = media(2, 'Indigo back.png');
const swatch = media(3, 'Saffron swatch.png');
const lookbook = media(7, 'Lookbook 2026.pdf', 'application/pdf');
const spring = media(8, 'Spring lookbook.pdf', 'application/pdf');

let api: ReturnType<typeof mockApi>;
/** The query of every library list request, in order. */
const listQueries = () => api.callsTo(LIST).map((call) => call.query);

/** A library of images answering by page and filename: page 1 holds look and back, page 2 swatch. */
const imageLibrary = () => {
  api = mockApi({
    [LIST]: ({ query }) => {
      if (query.filename) {
        const wanted = query.filename.toLowerCase();
        const found = [look, back, swatch].filter((item) => item.filename.toLowerCase().includes(wanted));
        return { body: { items: found, totalPages: 1 } };
      }
      return query.page === '2'
        ? { body: { items: [swatch], totalPages: 2 } }
        : { body: { items: [look, back], totalPages: 2 } };
    },
  });
};

/** The picker alone, reporting what it picked. */
function PickerHarness({
  kind,
  multiple,
  limit,
}: {
  kind: 'images' | 'catalogs';
  multiple?: boolean;
  limit?: number;
}) {
  const [picked, setPicked] = useState<MediaItem[]>([]);
  return (
    <>
      <MediaPickerButton kind={kind} multiple={multiple} limit={limit} onPick={setPicked} />
      <output aria-label="Picked">{picked.map((item) => item.filename).join(', ')}</output>
    </>
  );
}

describe('the media library picker', () => {
  it('lists the library’s images with thumbnails, searches, pages, and picks several', async () => {
    imageLibrary();
    const user = setupUser();
    renderPage(<PickerHarness kind="images" multiple />);
    const trigger = screen.getByRole('button', { name: 'Choose images from library' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose images from the media library' });
    const first = await within(dialog).findByRole('checkbox', { name: look.filename });
    expect(listQueries()[0]).toEqual({ page: '1', limit: '25', type: 'images' });
    expect(dialog.querySelector(`img[src="${look.url}"]`)).not.toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Library files' })).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to product' })).toBeDisabled();

    await user.click(first);
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const third = await within(dialog).findByRole('checkbox', { name: swatch.filename });
    expect(listQueries().at(-1)).toEqual({ page: '2', limit: '25', type: 'images' });
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(third);
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();

    // A search goes to the server with the type kept, from page 1; the choice made so far stays.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by filename' }), 'back');
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({ page: '1', limit: '25', type: 'images', filename: 'back' }),
    );
    expect(await within(dialog).findByRole('checkbox', { name: back.filename })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: look.filename })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to product' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Picked' })).toHaveTextContent(
      `${look.filename}, ${swatch.filename}`,
    );
    expect(trigger).toHaveFocus();
  });

  it('takes no more images than the product has room for', async () => {
    imageLibrary();
    const user = setupUser();
    renderPage(<PickerHarness kind="images" multiple limit={1} />);
    await user.click(screen.getByRole('button', { name: 'Choose images from library' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: look.filename }));
    expect(within(dialog).getByRole('checkbox', { name: back.filename })).toBeDisabled();
    expect(within(dialog).getByText(/At most 10 product images/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: look.filename }));
    expect(within(dialog).getByRole('checkbox', { name: back.filename })).toBeEnabled();
  });

  it('offers one catalog PDF as radios, with View links; Cancel picks nothing', async () => {
    api = mockApi({ [LIST]: { body: { items: [lookbook, spring], totalPages: 1 } } });
    const user = setupUser();
    renderPage(<PickerHarness kind="catalogs" />);
    await user.click(screen.getByRole('button', { name: 'Choose PDF from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a catalog PDF from the media library' });
    const group = await within(dialog).findByRole('radiogroup', { name: 'Library files' });
    expect(listQueries()[0]).toEqual({ page: '1', limit: '25', type: 'catalogs' });
    expect(within(group).getByRole('link', { name: `View ${lookbook.filename}` })).toHaveAttribute(
      'href',
      lookbook.url,
    );
    await user.click(within(group).getByRole('radio', { name: lookbook.filename }));
    await user.click(within(group).getByRole('radio', { name: spring.filename }));
    expect(within(group).getByRole('radio', { name: lookbook.filename })).not.toBeChecked();
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Picked' })).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Choose PDF from library' }));
    const again = await screen.findByRole('dialog');
    await user.click(await within(again).findByRole('radio', { name: spring.filename }));
    await user.click(within(again).getByRole('button', { name: 'Add to product' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Picked' })).toHaveTextContent(spring.filename),
    );
  });

  it('says so when the library has nothing of the kind, and when it cannot be read', async () => {
    mockApi({
      [LIST]: [
        { body: { items: [], totalPages: 0 } },
        { status: 500, body: { message: 'Database unavailable' } },
      ],
    });
    const user = setupUser();
    renderPage(<PickerHarness kind="catalogs" />);
    await user.click(screen.getByRole('button', { name: 'Choose PDF from library' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No media files found.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by filename' }), 'x');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});

describe('picked files in the product form', () => {
  const openEdit = () =>
    renderPage(<ProductFormPage />, {
      route: '/products/42',
      path: '/products/:id',
      otherRoutes: { '/products': <div>products list</div> },
    });

  it('shows picked images as thumbnails after the kept ones, removable, and sends them by id', async () => {
    api = mockApi({
      ...productFormReads(),
      'GET /products/42': { body: aProduct() },
      'PUT /products/42': { body: aProduct() },
      // The product's second image is a library file too: picking it again adds nothing.
      [LIST]: {
        body: {
          items: [look, back, { ...media(9, 'kurta-2.webp', 'image/webp'), url: KURTA_IMAGES[1] }],
          totalPages: 1,
        },
      },
    });
    const stored = aProduct().images;
    const user = setupUser();
    openEdit();
    await findField('Display Name');
    await user.click(screen.getByRole('button', { name: 'Choose images from library' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: look.filename }));
    await user.click(within(dialog).getByRole('checkbox', { name: back.filename }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'kurta-2.webp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByRole('img', { name: 'Product image 1' })).toHaveAttribute('src', stored[0]);
    expect(screen.getByRole('img', { name: 'Product image 3' })).toHaveAttribute('src', look.url);
    expect(screen.getByRole('img', { name: 'Product image 4' })).toHaveAttribute('src', back.url);
    expect(screen.queryByRole('img', { name: 'Product image 5' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(screen.getByRole('img', { name: 'Product image 3' })).toHaveAttribute('src', back.url);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data Saved Successfully')).toBeInTheDocument();
    const body = api.callsTo('PUT /products/42')[0]?.body as FormData;
    expect(body.get('keptImages')).toBe(JSON.stringify(stored));
    expect(body.getAll('mediaImageIds[]')).toEqual([String(back.id)]);
    expect(body.getAll('productImages')).toEqual([]);
  });

  it('a picked catalog replaces a chosen upload (and back), shows with a View link and can be removed', async () => {
    api = mockApi({
      ...productFormReads(),
      'GET /products/42': { body: aProduct() },
      'PUT /products/42': { body: aProduct() },
      [LIST]: { body: { items: [lookbook], totalPages: 1 } },
    });
    const user = setupUser();
    openEdit();
    const upload = await findField('Catalog PDF');
    await user.upload(upload, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('scan.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose PDF from library' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: lookbook.filename }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View ${lookbook.filename}` })).toHaveAttribute(
      'href',
      lookbook.url,
    );
    // The stored catalogue's link stays until the product is saved.
    expect(screen.getByRole('link', { name: 'View Catalog PDF' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Remove ${lookbook.filename}` }));
    expect(screen.queryByText(lookbook.filename)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose PDF from library' }));
    const again = await screen.findByRole('dialog');
    await user.click(await within(again).findByRole('radio', { name: lookbook.filename }));
    await user.click(within(again).getByRole('button', { name: 'Add to product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Data Saved Successfully')).toBeInTheDocument();
    const body = api.callsTo('PUT /products/42')[0]?.body as FormData;
    expect(body.get('catalogMediaId')).toBe(String(lookbook.id));
    expect(body.get('catalogUrl')).toBeNull();
    expect(body.get('videoMediaId')).toBeNull();
  });
});
