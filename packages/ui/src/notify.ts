import { TOAST_AUTO_CLOSE_MS } from '@apparel/contracts';
import { notifications } from '@mantine/notifications';

/** The one way to toast (SPEC 9: top-right, 5000 ms; position is set on the provider). */
export const notifySuccess = (message: string) =>
  notifications.show({ message, color: 'green', autoClose: TOAST_AUTO_CLOSE_MS });

export const notifyError = (message: string) =>
  notifications.show({ message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
