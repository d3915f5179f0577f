import { errorMessage, useCreateOrder } from '@apparel/api-client';
import { ORDER_MSG } from '@apparel/contracts';
import { notifyError, notifySuccessAcrossNavigation, PageHeader } from '@apparel/ui';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CreateOrderActions } from '../features/new-order/CreateOrderActions';
import { ItemPicker } from '../features/new-order/ItemPicker';
import { OrderLinesTable } from '../features/new-order/OrderLinesTable';
import { addLine, type OrderLine, removeLine, toOrderCreate } from '../features/new-order/order-lines';
import { QuoteRetailerContext, useLinesQuote } from '../features/new-order/order-quote';
import { RetailerSelect } from '../features/new-order/RetailerSelect';

/** /orders-new, "Create New Order": retailer, items with their attributes and quantities, then Create Order. */
export default function NewOrderPage() {
  const [retailerId, setRetailerId] = useState<number | null>(null);
  const [retailerError, setRetailerError] = useState<string>();
  const [lines, setLines] = useState<OrderLine[]>([]);
  const create = useCreateOrder();
  const quote = useLinesQuote(retailerId, lines);

  const submit = () => {
    if (retailerId === null) {
      setRetailerError(ORDER_MSG.retailerRequired);
      return;
    }
    create.mutate(toOrderCreate(retailerId, lines), {
      onSuccess: (order) => {
        notifySuccessAcrossNavigation(ORDER_MSG.created);
        // product.md §2: a full navigation to the new order.
        window.location.assign(`/orders/${order.id}`);
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  return (
    <QuoteRetailerContext value={retailerId}>
      <PageHeader title="Create New Order" />
      <Stack maw={960}>
        <RetailerSelect
          value={retailerId}
          error={retailerError}
          onChange={(id) => {
            setRetailerId(id);
            setRetailerError(undefined);
          }}
        />
        <ItemPicker lines={lines} onAdd={(line) => setLines((current) => addLine(current, line))} />
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Order Items
          </Title>
          {lines.length === 0 ? (
            <Text c="dimmed">No items added yet.</Text>
          ) : (
            <OrderLinesTable
              lines={lines}
              quote={quote}
              onRemove={(line) => setLines((current) => removeLine(current, line))}
            />
          )}
        </Paper>
        <CreateOrderActions
          retailerId={retailerId}
          lines={lines}
          creating={create.isPending}
          onCreate={submit}
        />
      </Stack>
    </QuoteRetailerContext>
  );
}
