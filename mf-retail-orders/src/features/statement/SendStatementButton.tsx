import { errorMessage, useCreateStatementLink } from '@apparel/api-client';
import { formatRupees, type Statement, statementWhatsAppText, whatsAppLink } from '@apparel/contracts';
import { notifyError } from '@apparel/ui';
import { Button } from '@mantine/core';

/**
 * "Send on WhatsApp": makes a private link to this statement's PDF (it opens only this retailer's
 * statement, until revoked) and opens WhatsApp to the retailer's mobile with the amount due and the
 * link (product.md §16).
 */
export function SendStatementButton({ statement }: { statement: Statement }) {
  const createLink = useCreateStatementLink();
  const send = () =>
    createLink.mutate(
      { retailerId: statement.retailer.id, range: { from: statement.from, to: statement.to } },
      {
        onSuccess: (link) => {
          const text = statementWhatsAppText({
            retailerName: statement.retailer.name,
            amountDue: formatRupees(statement.amountDue),
            url: new URL(link.path, window.location.origin).href,
          });
          window.open(whatsAppLink(statement.retailer.mobile, text), '_blank', 'noopener');
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  return (
    <Button color="green" variant="light" loading={createLink.isPending} onClick={send}>
      Send on WhatsApp
    </Button>
  );
}
