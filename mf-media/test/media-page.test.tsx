import { setToken } from '@apparel/api-client';
import type { MediaItem } from '@apparel/contracts';
import { fakeToken, mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MediaPage from '../src/pages/MediaPage';

const LIST = 'GET /media/list';

const item = (id: number, filename: string, type: string): MediaItem => ({
  id,
  url: `/uploads/media/${String(id).padStart(22, 'x')}.${type.split('/')[1]}`,
  filename,
  type,
});
const kurta = item(1, 'Indigo Kurta.png', 'image/png');
const runway = item(2, 'Runway.mp4', 'video/mp4');
const catalogue = item(3, 'Catalogue 2026.pdf', 'application/pdf');

/** The query strings of every list request, in order. */
const listQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/media/list')
    .map((url) => Object.fromEntries(url.searchParams));

const openPage = () => renderPage(<MediaPage />, { route: '/media', path: '/media' });

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pickFiles = (count: number) =>
  fireEvent.change(fileInput(), {
    target: {
      files: Array.from(
        { length: count },
        (_, n) => new File(['x'], `look-${n + 1}.png`, { type: 'image/png' }),
      ),
    },
  });

beforeEach(() => setToken(fakeToken('MANUFACTURER')));

describe('Media library', () => {
  it('shows each file as an image, a video player or a link, with its name, Copy URL and Delete', async () => {
    mockApi({ [LIST]: { body: { items: [kurta, runway, catalogue], totalPages: 1 } } });
    openPage();
    expect(screen.getByRole('heading', { name: 'Media Manager' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Media files' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Indigo Kurta.png' })).toHaveAttribute('src', kurta.url);
    const video = screen.getByLabelText('Runway.mp4', { selector: 'video' });
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('link', { name: 'View Catalogue 2026.pdf' })).toHaveAttribute(
      'href',
      catalogue.url,
    );
    expect(screen.getByRole('button', { name: 'Copy URL of Runway.mp4' })).toHaveTextContent('Copy URL');
    expect(screen.getByRole('button', { name: 'Delete Catalogue 2026.pdf' })).toHaveTextContent('Delete');
    expect(listQueries()[0]).toEqual({ page: '1', limit: '25' });
  });

  it('searches by file name and filters by type, from page 1', async () => {
    mockApi({ [LIST]: { body: { items: [kurta], totalPages: 3 } } });
    const user = setupUser();
    openPage();
    await screen.findByRole('img', { name: 'Indigo Kurta.png' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeInTheDocument());
    await user.type(screen.getByRole('searchbox', { name: 'Search by filename' }), 'kurta');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '1', limit: '25', filename: 'kurta' }));
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'images', 'videos', 'catalogs']);
    await user.selectOptions(type, 'videos');
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({ page: '1', limit: '25', filename: 'kurta', type: 'videos' }),
    );
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('pages with Prev and Next; Next is disabled at totalPages', async () => {
    mockApi({ [LIST]: { body: { items: [kurta], totalPages: 2 } } });
    const user = setupUser();
    openPage();
    await screen.findByText('Page 1');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '2' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await screen.findByText('Page 1');
  });

  it('lists the chosen file names with an Upload button, taking at most 10 per selection', async () => {
    mockApi({ [LIST]: { body: { items: [], totalPages: 0 } } });
    openPage();
    await screen.findByText('No media files found.');
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(fileInput()).toHaveAttribute('multiple');

    pickFiles(3);
    const selected = screen.getByRole('region', { name: 'Selected files' });
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['look-1.png', 'look-2.png', 'look-3.png']);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();

    pickFiles(12);
    const names = within(screen.getByRole('region', { name: 'Selected files' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toHaveLength(10);
    expect(names.at(-1)).toBe('look-10.png');
    expect(screen.getByRole('status')).toHaveTextContent('Only the first 10 files are taken.');
  });

  it('copies the absolute URL and says "Copied!"', async () => {
    mockApi({ [LIST]: { body: { items: [kurta], totalPages: 1 } } });
    const user = setupUser(); // user-event provides the clipboard
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Copy URL of Indigo Kurta.png' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${kurta.url}`);
  });

  it('deletes after "Are you sure you want to delete this media file?", and says "Failed to delete media." on failure', async () => {
    const api = mockApi({
      [LIST]: { body: { items: [kurta, runway], totalPages: 1 } },
      'DELETE /media/1': { status: 409, body: { message: 'This media file is used by product "Kurta"' } },
      'DELETE /media/2': { body: { message: 'Media file deleted' } },
    });
    const user = setupUser();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Runway.mp4' }));
    expect(await screen.findByText('Are you sure you want to delete this media file?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /media/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Runway.mp4' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('DELETE /media/2')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(1));
    // The first confirmation must be gone, or the next Confirm found could be its closing button.
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to delete this media file?')).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Indigo Kurta.png' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Failed to delete media. This media file is used by product "Kurta"'),
    ).toBeInTheDocument();
  });
});
