import type { RemoteHistoryPage, RemoteRelease } from '@apparel/contracts';
import { mockApi, renderPage, setupUser } from '@apparel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RemotesPage from '../src/pages/RemotesPage';

const REFUSAL = 'built against react-router 8, the shell provides 7.x';

const media = (over: Partial<RemoteRelease> = {}): RemoteRelease => ({
  name: 'mf-media',
  pinned: '1.1.0',
  canary: null,
  versions: [
    {
      version: '2.0.0',
      publishedAt: '2026-11-25T10:00:00.000Z',
      publisher: 'token mf-media #3',
      size: 1_572_864,
      compatible: false,
      refusals: [REFUSAL],
    },
    {
      version: '1.2.0',
      publishedAt: '2026-11-24T09:30:00.000Z',
      publisher: 'ops@platform.test',
      size: 20_480,
      compatible: true,
      refusals: [],
    },
    {
      version: '1.1.0',
      publishedAt: '2026-11-20T08:00:00.000Z',
      publisher: 'ops@platform.test',
      size: 19_000,
      compatible: true,
      refusals: [],
    },
  ],
  ...over,
});

const history = (over: Partial<RemoteHistoryPage> = {}): RemoteHistoryPage => ({
  history: [
    {
      id: 12,
      remote: 'mf-media',
      action: 'PIN',
      from: '1.0.0',
      to: '1.1.0',
      actor: 'ops@platform.test',
      at: '2026-11-20T08:05:00.000Z',
      reason: 'Upload fix',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  ...over,
});

const openRemotes = (route = '/admin/remotes') =>
  renderPage(<RemotesPage />, { route, path: '/admin/remotes' });
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('Remotes', () => {
  it('shows each remote’s pin, canary and versions with date, size, publisher and why a version is refused', async () => {
    mockApi({
      'GET /admin/remotes': { body: [media({ canary: { version: '1.2.0', percent: 25 } })] },
      'GET /admin/remotes/history': { body: history() },
    });
    openRemotes();
    const remote = await section('mf-media');
    expect(remote.getByText('Pinned: 1.1.0')).toBeInTheDocument();
    expect(remote.getByText('Canary: 1.2.0 for 25 % of users')).toBeInTheDocument();
    const refused = within(remote.getByRole('row', { name: /2\.0\.0/ }));
    expect(refused.getByText('1.5 MB')).toBeInTheDocument();
    expect(refused.getByText('token mf-media #3')).toBeInTheDocument();
    expect(refused.getByText(REFUSAL)).toBeInTheDocument();
    expect(within(remote.getByRole('row', { name: /1\.2\.0/ })).getByText('Canary 25 %')).toBeInTheDocument();
    expect(within(remote.getByRole('row', { name: /1\.1\.0/ })).getByText('Pinned')).toBeInTheDocument();
    expect(remote.queryByRole('button', { name: 'Pin mf-media 1.1.0' })).not.toBeInTheDocument();
    expect(remote.getByRole('button', { name: 'Promote' })).toBeInTheDocument();
    expect(remote.getByRole('button', { name: 'Drop' })).toBeInTheDocument();
  });

  it('pins a version after the confirmation, sending the reason', async () => {
    const api = mockApi({
      'GET /admin/remotes': [{ body: [media()] }, { body: [media({ pinned: '1.2.0' })] }],
      'GET /admin/remotes/history': { body: history() },
      'POST /admin/remotes/mf-media/pin': { body: { message: 'mf-media pinned to 1.2.0' } },
    });
    const user = setupUser();
    openRemotes();
    const remote = await section('mf-media');
    await user.click(remote.getByRole('button', { name: 'Pin mf-media 1.2.0' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Pin mf-media 1\.2\.0\?/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason (kept in the history)'), 'Faster uploads');
    await user.click(dialog.getByRole('button', { name: 'Pin' }));
    await waitFor(() =>
      expect(api.bodiesSentTo('POST /admin/remotes/mf-media/pin')).toEqual([
        { version: '1.2.0', reason: 'Faster uploads' },
      ]),
    );
    expect(await remote.findByText('Pinned: 1.2.0')).toBeInTheDocument();
    expect(await screen.findByText('mf-media pinned to 1.2.0')).toBeInTheDocument();
  });

  it('Cancel pins nothing', async () => {
    const api = mockApi({
      'GET /admin/remotes': { body: [media()] },
      'GET /admin/remotes/history': { body: history() },
    });
    const user = setupUser();
    openRemotes();
    await user.click((await section('mf-media')).getByRole('button', { name: 'Pin mf-media 1.2.0' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /admin/remotes/mf-media/pin')).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses a pin (409)', async () => {
    mockApi({
      'GET /admin/remotes': { body: [media()] },
      'GET /admin/remotes/history': { body: history() },
      'POST /admin/remotes/mf-media/pin': {
        status: 409,
        body: { message: `mf-media 2.0.0 cannot be pinned: ${REFUSAL}` },
      },
    });
    const user = setupUser();
    openRemotes();
    const remote = await section('mf-media');
    await user.click(remote.getByRole('button', { name: 'Pin mf-media 2.0.0' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pin' }));
    expect(await remote.findByRole('alert')).toHaveTextContent(`mf-media 2.0.0 cannot be pinned: ${REFUSAL}`);
    expect(remote.getByText('Pinned: 1.1.0')).toBeInTheDocument();
  });

  it('rolls back to the previous pin after one confirmation', async () => {
    const api = mockApi({
      'GET /admin/remotes': { body: [media()] },
      'GET /admin/remotes/history': { body: history() },
      'POST /admin/remotes/mf-media/rollback': { body: { message: 'mf-media rolled back to 1.0.0' } },
    });
    const user = setupUser();
    openRemotes();
    await user.click((await section('mf-media')).getByRole('button', { name: 'Roll back' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Roll mf-media back to the version pinned before 1.1.0?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(api.callsTo('POST /admin/remotes/mf-media/rollback')).toHaveLength(1));
  });

  it('starts a canary with a chosen version and percentage', async () => {
    const api = mockApi({
      'GET /admin/remotes': { body: [media()] },
      'GET /admin/remotes/history': { body: history() },
      'POST /admin/remotes/mf-media/canary': { body: { message: 'mf-media 1.2.0 in canary for 50 %' } },
    });
    const user = setupUser();
    openRemotes();
    await user.click((await section('mf-media')).getByRole('button', { name: 'Canary' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Canary for mf-media' }));
    // It opens on its first field (the focus trap's deferred focus must not close an opened dropdown).
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Version/ })).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    expect(await dialog.findByText('Choose the version to serve')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /Version/ }));
    await user.click(await screen.findByRole('option', { name: '1.2.0', hidden: true }));
    const percent = dialog.getByRole('textbox', { name: /Percentage of users/ });
    await user.clear(percent);
    await user.type(percent, '50');
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    await waitFor(() =>
      expect(api.bodiesSentTo('POST /admin/remotes/mf-media/canary')).toEqual([
        { version: '1.2.0', percent: 50 },
      ]),
    );
  });

  it('promotes and drops a canary', async () => {
    const api = mockApi({
      'GET /admin/remotes': { body: [media({ canary: { version: '1.2.0', percent: 50 } })] },
      'GET /admin/remotes/history': { body: history() },
      'POST /admin/remotes/mf-media/canary/promote': { body: { message: 'mf-media 1.2.0 promoted' } },
      'DELETE /admin/remotes/mf-media/canary': { body: { message: 'mf-media canary dropped' } },
    });
    const user = setupUser();
    openRemotes();
    const remote = await section('mf-media');
    await user.click(remote.getByRole('button', { name: 'Promote' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Promote mf-media 1.2.0 to every user?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(api.callsTo('POST /admin/remotes/mf-media/canary/promote')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remote.getByRole('button', { name: 'Drop' })).toBeEnabled());
    await user.click(remote.getByRole('button', { name: 'Drop' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Drop' }));
    await waitFor(() => expect(api.callsTo('DELETE /admin/remotes/mf-media/canary')).toHaveLength(1));
  });

  it('lists the history (who, when, from, to, why), filtered by remote and paged on the server', async () => {
    const api = mockApi({
      'GET /admin/remotes': { body: [media(), media({ name: 'mf-catalogue' })] },
      'GET /admin/remotes/history': (call) => ({
        body: history({ total: 45, page: Number(call.query.page ?? 1) }),
      }),
    });
    const user = setupUser();
    openRemotes();
    const log = await section('History');
    const row = within(await log.findByRole('row', { name: /Upload fix/ }));
    for (const text of ['mf-media', 'Pinned', '1.0.0', '1.1.0', 'ops@platform.test']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    await user.click(log.getByRole('combobox', { name: 'Remote' }));
    await user.click(await screen.findByRole('option', { name: 'mf-catalogue', hidden: true }));
    await waitFor(() =>
      expect(api.callsTo('GET /admin/remotes/history').at(-1)?.query).toEqual({
        page: '1',
        name: 'mf-catalogue',
      }),
    );
    await user.click(log.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(api.callsTo('GET /admin/remotes/history').at(-1)?.query).toEqual({
        page: '2',
        name: 'mf-catalogue',
      }),
    );
  });
});
