import type { EWayBill } from '@apparel/contracts';
import { DetailsList, formatRupees } from '@apparel/ui';
import { Alert } from '@mantine/core';

/** "E-way bill needed" with its Part A data when the consignment value is above the threshold. */
export function EWayBillPanel({ eWayBill }: { eWayBill: EWayBill }) {
  if (!eWayBill.required || !eWayBill.partA) return null;
  const a = eWayBill.partA;
  return (
    <Alert color="orange" title="E-way bill needed" mt="lg">
      <DetailsList
        details={[
          { label: 'Consignment value', value: formatRupees(eWayBill.consignmentValue) },
          { label: 'Threshold', value: formatRupees(eWayBill.threshold) },
          { label: 'Supplier GSTIN', value: a.supplierGstin },
          { label: 'Recipient GSTIN', value: a.recipientGstin },
          { label: 'Place of delivery', value: a.placeOfDelivery },
          { label: 'Document', value: `${a.documentType} ${a.documentNumber} of ${a.documentDate}` },
          { label: 'Value of goods', value: formatRupees(a.valueOfGoods) },
          { label: 'HSN codes', value: a.hsnCodes.join(', ') },
          { label: 'Reason for transportation', value: a.reasonForTransportation },
          { label: 'Transporter', value: a.transporter },
          {
            label: 'Transport document',
            value: `${a.transportDocumentNumber} of ${a.transportDocumentDate}`,
          },
          { label: 'Vehicle number', value: a.vehicleNumber },
        ]}
      />
    </Alert>
  );
}
