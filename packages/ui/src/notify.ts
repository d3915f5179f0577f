import { TOAST_AUTO_CLOSE_MS } from '@apparel/contracts';
import { notifications } from '@mantine/notifications';

/** The one way to toast (product.md §9: top-right, 5000 ms; position is set on the provider). */
export const notifySuccess = (message: string) =>
  notifications.show({ message, color: 'green', autoClose: TOAST_AUTO_CLOSE_MS });

export const notifyError = (message: string) =>
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });

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
