import type { ReleaseToken } from '@apparel/contracts';
import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReleaseTokensPage from '../src/pages/ReleaseTokensPage';

const token = (over: Partial<ReleaseToken> = {}): ReleaseToken => ({
  id: 3,
  remote: 'mf-media',
  createdBy: 'ops@platform.test',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});
const remotes = ['mf-catalogue', 'mf-media'].map((name) => ({
  name,
  pinned: '1.0.0',
  canary: null,
  versions: [],
}));

const openTokens = () =>
  renderPage(<ReleaseTokensPage />, { route: '/admin/release-tokens', path: '/admin/release-tokens' });

describe('Release tokens', () => {
  it('lists each token’s remote, creator, creation and last use', async () => {
    mockApi({
      'GET /admin/release-tokens': {
        body: [
          token(),
          token({ id: 4, remote: 'mf-catalogue', lastUsedAt: '2026-11-25T06:00:00.000Z' }),
          token({ id: 2, revokedAt: '2026-11-19T06:00:00.000Z' }),
        ],
      },
      'GET /admin/remotes': { body: remotes },
    });
    openTokens();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Remote', 'Created by', 'Created at', 'Last used', 'Action']);
    const [media, catalogue, revoked] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(media).toHaveTextContent('mf-media');
    expect(media).toHaveTextContent('ops@platform.test');
    expect(media).toHaveTextContent('Never');
    expect(catalogue).toHaveTextContent('mf-catalogue');
    expect(catalogue).not.toHaveTextContent('Never');
    expect(revoked).toHaveTextContent(/Revoked 2026-11-19/);
    expect(within(revoked as HTMLElement).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('opens with Remote focused (its focus trap must not take it, closing an opened dropdown)', async () => {
    mockApi({ 'GET /admin/release-tokens': { body: [] }, 'GET /admin/remotes': { body: remotes } });
    const user = setupUser();
    openTokens();
    expect(await screen.findByText('No release tokens yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create release token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create release token' }));
    const remote = dialog.getByRole('combobox', { name: /Remote/ });
    await waitFor(() => expect(remote).toHaveFocus());
    await user.click(remote);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(remote).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('option', { name: 'mf-media', hidden: true }));
    expect(remote).toHaveValue('mf-media');
  });

  it('creates a token for one remote and shows its secret once, with Copy and a warning', async () => {
    const api = mockApi({
      'GET /admin/release-tokens': [{ body: [] }, { body: [token({ id: 9, remote: 'mf-catalogue' })] }],
      'GET /admin/remotes': { body: remotes },
      'POST /admin/release-tokens': {
        status: 201,
        body: { ...token({ id: 9, remote: 'mf-catalogue' }), secret: 'rt_9_s3cr3t' },
      },
    });
    const user = setupUser();
    openTokens();
    expect(await screen.findByText('No release tokens yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create release token' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Create release token' }));
    await user.click(dialog.getByRole('button', { name: 'Create token' }));
    expect(await dialog.findByText('Choose the remote the token may publish')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /Remote/ }));
    await user.click(await screen.findByRole('option', { name: 'mf-catalogue', hidden: true }));
    await user.click(dialog.getByRole('button', { name: 'Create token' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Release token created' }));
    expect(dialog.getByText('rt_9_s3cr3t')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('This is the only time the token is shown');
    expect(dialog.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /admin/release-tokens')).toEqual([{ remote: 'mf-catalogue' }]);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('rt_9_s3cr3t')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /mf-catalogue/ })).toBeInTheDocument();
  });

  it('revokes a token after the confirmation', async () => {
    const api = mockApi({
      'GET /admin/release-tokens': [{ body: [token()] }, { body: [] }],
      'GET /admin/remotes': { body: remotes },
      'DELETE /admin/release-tokens/3': { status: 204 },
    });
    const user = setupUser();
    openTokens();
    await user.click(await screen.findByRole('button', { name: /Revoke the mf-media token/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Revoke this release token for mf-media\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('DELETE /admin/release-tokens/3')).toHaveLength(1));
    expect(await screen.findByText('No release tokens yet.')).toBeInTheDocument();
  });
});
