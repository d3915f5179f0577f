import { Alert } from '@mantine/core';

/** The one error banner; dismissible when given onClose. */
export function ErrorBanner({
  message,
  onClose,
}: {
  message: string | null | undefined;
  onClose?: () => void;
}) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      role="alert"
      withCloseButton={!!onClose}
      onClose={onClose}
      closeButtonLabel="Dismiss"
      mb="md"
    >
      {message}
    </Alert>
  );
}
