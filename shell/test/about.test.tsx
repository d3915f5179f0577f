import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import shellPackage from '../package.json';
import { recordLoadedRemote } from '../src/remotes/loaded-remotes';
import { renderShell } from './render-shell';

describe('About', () => {
  it("lists the shell's version and each loaded remote's version for a super admin", async () => {
    recordLoadedRemote('mf-superadmin', '1.4.0');
    recordLoadedRemote('mf-auth', '1.0.2');
    renderShell('/admin/dashboard', { role: 'SUPER_ADMIN' });
    await userEvent.click(await screen.findByRole('button', { name: 'About' }));
    const about = within(await screen.findByRole('dialog', { name: 'About' }));
    const rows = about.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'PartVersion',
      `shell${shellPackage.version}`,
      'mf-auth1.0.2',
      'mf-superadmin1.4.0',
    ]);
  });

  it('is not offered to a manufacturer', async () => {
    renderShell('/manufacturer/dashboard', { role: 'MANUFACTURER' });
    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'About' })).not.toBeInTheDocument());
  });
});
