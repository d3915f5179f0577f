import type { RemoteLoadFailure } from '@apparel/contracts';
import { API_BASE } from '../http';

/**
 * POST /api/remote-load-failures (public, 204): tells the server log which remote failed to load. Sent
 * without the session's token (the report carries no personal data) and with keepalive, so it still
 * leaves when the user reloads; a report that cannot be sent is dropped.
 */
export const reportRemoteLoadFailure = async (failure: RemoteLoadFailure): Promise<void> => {
  try {
    await fetch(`${API_BASE}/remote-load-failures`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(failure),
      keepalive: true,
    });
  } catch {
    // The report is best effort: the failure itself is already shown to the user.
  }
};
