import userEvent from '@testing-library/user-event';

/** A user who types without per-key delays, which keeps form tests quick on a busy machine. */
export const setupUser = () => userEvent.setup({ delay: null });
