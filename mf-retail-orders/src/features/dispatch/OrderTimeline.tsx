import { errorMessage, useOrderHistory } from '@apparel/api-client';
import { ORDER_EVENT_LABELS } from '@apparel/contracts';
import { ErrorBanner, formatDateTime, Loading } from '@apparel/ui';
import { Text, Timeline, Title } from '@mantine/core';

/** The order's history, oldest first: what happened, who did it and when. */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const history = useOrderHistory(orderId);
  return (
    <section aria-labelledby="order-history-title">
      <Title order={2} size="h4" id="order-history-title" mt="lg" mb="sm">
        History
      </Title>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <ErrorBanner message={errorMessage(history.error, history.error.message)} />
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {history.data.events.map((event) => (
            <Timeline.Item key={event.id} title={ORDER_EVENT_LABELS[event.kind]}>
              <Text size="sm">{event.summary}</Text>
              <Text size="xs" c="dimmed">
                {event.by?.name ?? 'Former user'}, {formatDateTime(event.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </section>
  );
}
