import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell, SPEC_ANSWER } from './render-shell';

/** product.md's answer plus a remote version that adds one page with a menu entry after "Media Manager". */
const withOnboarding = {
  ...SPEC_ANSWER,
  'mf-media': {
    manifest: '/remotes/mf-media/9.9.1/mf-manifest.json',
    routes: [
      ...(SPEC_ANSWER['mf-media']?.routes ?? []),
      {
        path: '/media/onboarding',
        module: 'OnboardingPage',
        role: 'MANUFACTURER' as const,
        title: 'Media Onboarding',
        menu: { label: 'Media Onboarding', section: 'main' as const, order: 82 },
      },
    ],
  },
};

const menuLabels = async () =>
  within(await screen.findByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('routes and menus from the pinned remotes’ manifests', () => {
  it('adds a page and its menu entry that a remote version declares', async () => {
    renderShell('/media/onboarding', { role: 'MANUFACTURER', answer: withOnboarding });
    expect(await screen.findByRole('heading', { name: 'mf-media/OnboardingPage' })).toBeInTheDocument();
    const labels = await menuLabels();
    expect(labels.slice(labels.indexOf('Media Manager'), labels.indexOf('Media Manager') + 3)).toEqual([
      'Media Manager',
      'Media Onboarding',
      'Invoices',
    ]);
  });

  it('guards a declared page with the role its manifest names', async () => {
    const { location } = renderShell('/media/onboarding', { role: 'SUPER_ADMIN', answer: withOnboarding });
    expect(await screen.findByText('Unauthorized access')).toBeInTheDocument();
    expect(location().pathname).toBe('/error');
  });

  it('knows no page a remote stopped declaring: the catch-all error page shows', async () => {
    renderShell('/media/onboarding', { role: 'MANUFACTURER' });
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('shows no menu entry a remote stopped declaring', async () => {
    renderShell('/manufacturer/dashboard', { role: 'MANUFACTURER' });
    const labels = await menuLabels();
    expect(labels).toContain('Media Manager');
    expect(labels).not.toContain('Media Onboarding');
  });

  it('builds no page route when no remote is pinned', async () => {
    renderShell('/login', { answer: {} });
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});
