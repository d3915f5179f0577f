import type { ProductListItem } from '@apparel/contracts';
import {
  ConfirmButton,
  type DataColumn,
  DataTable,
  formatListDate,
  formatRupees,
  RowLinks,
} from '@apparel/ui';
import { Group, Image, Text } from '@mantine/core';
import { TEXT } from '../../../shared/texts';
import { ProductQrCode } from './ProductQrCode';

interface ProductTableProps {
  products: ProductListItem[];
  onDelete: (product: ProductListItem) => void;
  /** While a delete runs every Delete button waits (SPEC 2: disabled while a delete runs). */
  deletingId: number | null;
}

/** Columns of SPEC 2: QR, Name, SKU, Price, MRP, Stock, Image, Added, Action. */
export function ProductTable({ products, onDelete, deletingId }: ProductTableProps) {
  const columns: DataColumn<ProductListItem>[] = [
    { header: 'QR', cell: (product) => <ProductQrCode product={product} /> },
    { header: 'Name', cell: (product) => product.name },
    { header: 'SKU', cell: (product) => product.sku },
    { header: 'Price', cell: (product) => formatRupees(product.price) },
    { header: 'MRP', cell: (product) => formatRupees(product.mrp) },
    { header: 'Stock', cell: (product) => product.stockQty },
    {
      header: 'Image',
      cell: (product) =>
        product.images[0] ? (
          <Image src={product.images[0]} alt={product.name} w={50} fit="contain" radius="sm" loading="lazy" />
        ) : (
          <Text>-</Text>
        ),
    },
    { header: 'Added', cell: (product) => formatListDate(product.createdAt) },
    {
      header: 'Action',
      cell: (product) => (
        <Group gap="sm" wrap="nowrap">
          <RowLinks links={{ Edit: `/products/${product.id}` }} />
          <ConfirmButton
            size="xs"
            color="red"
            variant="light"
            confirm={TEXT.deleteProductConfirm}
            confirmLabel="Delete"
            loading={deletingId === product.id}
            disabled={deletingId !== null}
            aria-label={`Delete ${product.name}`}
            onConfirm={() => onDelete(product)}
          >
            Delete
          </ConfirmButton>
        </Group>
      ),
    },
  ];
  return <DataTable columns={columns} rows={products} rowKey={(product) => product.id} minWidth={900} />;
}
