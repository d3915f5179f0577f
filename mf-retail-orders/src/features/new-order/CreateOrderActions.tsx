import { useRetailerTerms } from '@apparel/api-client';
import { minimumOrderMessage, toPaise } from '@apparel/contracts';
import { ConfirmButton } from '@apparel/ui';
import { Alert, Button, Group } from '@mantine/core';
import { type OrderLine, priceLines } from './order-lines';

/** Below the retailer's minimum order value: what to add ("Add ₹1,000 to reach ..."), else null. */
const useMinimumOrderMessage = (retailerId: number | null, lines: OrderLine[]) => {
  const terms = useRetailerTerms(retailerId ?? 0, { enabled: retailerId !== null });
  const minimum = retailerId === null ? null : (terms.data?.minOrderValue ?? null);
  if (minimum === null || lines.length === 0) return null;
  return minimumOrderMessage(priceLines(lines).totalPaise, toPaise(minimum));
};

interface CreateOrderActionsProps {
  retailerId: number | null;
  lines: OrderLine[];
  creating: boolean;
  onCreate: () => void;
}

/**
 * "Create Order"; below the retailer's minimum order value (product.md §16) the shortfall shows above it
 * and the order is created only after a confirmation.
 */
export function CreateOrderActions({ retailerId, lines, creating, onCreate }: CreateOrderActionsProps) {
  const below = useMinimumOrderMessage(retailerId, lines);
  const disabled = lines.length === 0 || creating;
  return (
    <>
      {below ? (
        <Alert color="yellow" variant="light" role="status" title="Below the minimum order">
          {below}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {below ? (
          <ConfirmButton
            color="indigo"
            disabled={disabled}
            loading={creating}
            confirm={`${below}. Create the order anyway?`}
            confirmLabel="Create Order"
            onConfirm={onCreate}
          >
            Create Order
          </ConfirmButton>
        ) : (
          <Button onClick={onCreate} disabled={disabled} loading={creating}>
            Create Order
          </Button>
        )}
      </Group>
    </>
  );
}
