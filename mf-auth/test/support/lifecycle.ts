import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Typing without per-key delays keeps the tests quick on a busy machine. */
export const user = userEvent.setup({ delay: null });

/** No fetch mock or toast outlives its test. */
export const resetBetweenTests = () => {
  vi.unstubAllGlobals();
  notifications.clean();
};
