-- Issue 34: "Cancel remaining" on an ACCEPTED order nothing of which is dispatched cancels the whole
-- order: the status CANCELLED after SPEC's, and its history kind.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'PARTIALLY_DISPATCHED', 'DISPATCHED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("kind" in ('CREATED', 'ACCEPTED', 'REJECTED', 'DISPATCHED', 'INVOICED', 'REMAINDER_CANCELLED', 'CANCELLED', 'CREDIT_NOTE', 'DELETED'));
