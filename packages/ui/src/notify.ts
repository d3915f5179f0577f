import { TOAST_AUTO_CLOSE_MS } from '@apparel/contracts';

/** product.md §9: toasts show top-right for 5000 ms. */
export const TOAST_POSITION = 'top-right';

/**
 * Tells the app's providers (the shell's, whichever copy of this package toasts) to mount the toast
 * container. @mantine/notifications (and its scroll-lock and transition code, ~14 KB gz) loads with
 * the first toast, not with the first render: the store is its shared singleton, and a container
 * mounted later shows what the store already holds.
 */
export const TOAST_REQUESTED = 'apparel:toast-requested';

const show = (message: string, color: 'green' | 'red') => {
  window.dispatchEvent(new Event(TOAST_REQUESTED));
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({ message, color, autoClose: TOAST_AUTO_CLOSE_MS, position: TOAST_POSITION });
    // Again, once loaded: a container whose listener was not registered yet mounts now.
    window.dispatchEvent(new Event(TOAST_REQUESTED));
  });
};

/** The one way to toast: a success (green) or an error (red). */
export const notifySuccess = (message: string) => show(message, 'green');

export const notifyError = (message: string) => show(message, 'red');

/** The one-shot flash: a success toast kept in the tab's session storage across a full navigation. */
const FLASH_KEY = 'apparel.flash';

/**
 * Toasts now and again on the page a full navigation lands on (the navigation destroys this page's
 * toast at once); `showFlash` on that page shows it once.
 */
export function notifySuccessAcrossNavigation(message: string) {
  notifySuccess(message);
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (private mode, quota): the toast shown now is all the user gets.
  }
}

/** Shows the flash a previous page left, once; true when there was one. */
export function showFlash(): boolean {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return false;
  }
  if (!message) return false;
  notifySuccess(message);
  return true;
}
