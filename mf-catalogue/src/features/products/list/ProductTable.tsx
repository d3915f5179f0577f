import type { ProductListItem } from '@apparel/contracts';
import {
  type DataColumn,
  DataTable,
  formatListDate,
  formatRupees,
  type ListSort,
  RowActions,
} from '@apparel/ui';
import { Image } from '@mantine/core';
import { TEXT } from '../../../shared/texts';
import { ProductQrCode } from './ProductQrCode';

interface ProductTableProps {
  products: ProductListItem[];
  sort: ListSort;
  onSort: (sortBy: string) => void;
  onDelete: (product: ProductListItem) => void;
  /** While a delete runs every Delete button waits (product.md §2: disabled while a delete runs). */
  deletingId: number | null;
}

/** Columns of product.md §2: QR, Name, SKU, Price, MRP, Stock, Image, Added, Action; sortable where the API sorts. */
export function ProductTable({ products, sort, onSort, onDelete, deletingId }: ProductTableProps) {
  const columns: DataColumn<ProductListItem>[] = [
    { header: 'QR', cell: (product) => <ProductQrCode product={product} /> },
    { header: 'Name', cell: (product) => product.name, sortBy: 'name' },
    { header: 'SKU', cell: (product) => product.sku, sortBy: 'sku' },
    { header: 'Price', cell: (product) => formatRupees(product.price), sortBy: 'price' },
    { header: 'MRP', cell: (product) => formatRupees(product.mrp), sortBy: 'mrp' },
    { header: 'Stock', cell: (product) => product.stockQty, sortBy: 'stockQty' },
    {
      header: 'Image',
      cell: (product) =>
        product.images[0] ? (
          <Image src={product.images[0]} alt={product.name} w={50} fit="contain" radius="sm" loading="lazy" />
        ) : (
          '-'
        ),
    },
    { header: 'Added', cell: (product) => formatListDate(product.createdAt), sortBy: 'createdAt' },
    {
      header: 'Action',
      cell: (product) => (
        <RowActions
          record={product.name}
          open={`/products/${product.id}`}
          confirm={TEXT.deleteProductConfirm}
          onDelete={() => onDelete(product)}
          deleting={deletingId === product.id}
          deleteDisabled={deletingId !== null}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      minWidth={900}
      sort={sort}
      onSort={onSort}
    />
  );
}
