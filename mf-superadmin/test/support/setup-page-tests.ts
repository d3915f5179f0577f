import { notifications } from '@mantine/notifications';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';

/**
 * Call once at the top of a page test file. Jsdom renders Mantine slowly, more so when other suites
 * share the CPU, so waits are longer than the defaults; after each test the real fetch comes back and
 * no toast is left over (the notifications store outlives a render).
 */
export function setupPageTests() {
  configure({ asyncUtilTimeout: 5_000 });
  vi.setConfig({ testTimeout: 20_000 });
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });
}

/** A user who types without per-key delays, which keeps form tests quick on a busy machine. */
export const setupUser = () => userEvent.setup({ delay: null });
