import type { RetailerLink } from '@apparel/contracts';
import type { DataColumn } from '@apparel/ui';
import { orDash } from '../../shared/texts';

/** The retailer's columns both lists show (product.md §2), each sortable by the API's field of the same name. */
export const retailerColumns: DataColumn<RetailerLink>[] = [
  { header: 'Name', cell: (l) => orDash(l.retailer.name), sortBy: 'name' },
  { header: 'Mobile', cell: (l) => orDash(l.retailer.user.mobile), sortBy: 'mobile' },
  { header: 'Email', cell: (l) => orDash(l.retailer.user.email), sortBy: 'email' },
  { header: 'City', cell: (l) => orDash(l.retailer.city), sortBy: 'city' },
  { header: 'State', cell: (l) => orDash(l.retailer.state), sortBy: 'state' },
  { header: 'Type', cell: (l) => orDash(l.retailer.type), sortBy: 'type' },
];

export const contactPersonColumn: DataColumn<RetailerLink> = {
  header: 'Contact Person',
  cell: (l) => orDash(l.retailer.contactPerson),
  sortBy: 'contactPerson',
};
