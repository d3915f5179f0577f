import { RetailerTermsSection } from '../terms/RetailerTermsSection';
import { RetailerPaymentsSection } from './RetailerPaymentsSection';

interface RetailerCreditSectionsProps {
  retailerId: number;
  retailerName: string;
  mode: 'edit' | 'view';
}

/** Under a stored retailer's details (product.md §16): its Terms, and on the view its Payments. */
export function RetailerCreditSections({ retailerId, retailerName, mode }: RetailerCreditSectionsProps) {
  return (
    <>
      <RetailerTermsSection retailerId={retailerId} mode={mode} />
      {mode === 'view' ? (
        <RetailerPaymentsSection retailerId={retailerId} retailerName={retailerName} />
      ) : null}
    </>
  );
}
