import type { LinkStatus } from '@apparel/contracts';
import { Badge } from '@mantine/core';

const COLORS: Record<LinkStatus, string> = { ACCEPTED: 'green', REJECTED: 'red', PENDING: 'yellow' };

/** A link's status: green for ACCEPTED, red for REJECTED, a warning colour otherwise (SPEC 2). */
export function LinkStatusBadge({ status }: { status: LinkStatus }) {
  // Dark text on the light variant keeps the contrast AA in both colour schemes.
  return (
    <Badge color={COLORS[status] ?? 'yellow'} variant="light" data-status-color={COLORS[status] ?? 'yellow'}>
      {status}
    </Badge>
  );
}
