import { formatRupees, type LineSheetProduct } from '@apparel/contracts';
import { AvailabilityTable } from './AvailabilityTable';
import { LINE_SHEET_TEXT as T } from './line-sheet-texts';
import { ProductImages } from './ProductImages';

interface SheetProductProps {
  product: LineSheetProduct;
  /** On the first screen: its image loads at once, with priority. */
  eager: boolean;
}

const packText = (pack: LineSheetProduct['packs'][number], sizes: LineSheetProduct['sizes']): string =>
  `${pack.name}: ${pack.ratios
    .map((ratio) => `${sizes.find((size) => size.id === ratio.sizeId)?.name ?? ratio.sizeId} ${ratio.qty}`)
    .join(', ')}`;

/** One style: images, name, SKU, this retailer's price with its rungs and source, the quantity rules, packs and stock. */
export function SheetProduct({ product, eager }: SheetProductProps) {
  const headingId = `ls-product-${product.id}`;
  const rules = [
    product.minOrderQty && product.minOrderQty > 1 ? `${T.minimum} ${product.minOrderQty}` : null,
    product.orderMultiple && product.orderMultiple > 1 ? `${T.multiple} ${product.orderMultiple}` : null,
    product.maxOrderQty ? `${T.maximum} ${product.maxOrderQty}` : null,
  ].filter((rule): rule is string => rule !== null);
  return (
    <article className="ls-product" aria-labelledby={headingId}>
      <ProductImages images={product.images} name={product.name} eager={eager} />
      <div className="ls-product-body">
        <h3 id={headingId}>{product.name}</h3>
        <p className="ls-sku">
          {T.sku} {product.sku}
        </p>
        <p className="ls-price">
          <span className="ls-visually-hidden">{T.yourPrice} </span>
          <strong>{formatRupees(product.unitPrice)}</strong> {T.perPiece}
          {product.priceSource ? <span className="ls-source"> · {product.priceSource}</span> : null}
        </p>
        {product.rungs.length > 0 ? (
          <ul className="ls-rungs" aria-label={`${product.name}: prices by quantity`}>
            {product.rungs.map((rung) => (
              <li key={rung.minQty}>
                {rung.minQty}+ {formatRupees(rung.unitPrice)}
              </li>
            ))}
          </ul>
        ) : null}
        {rules.length > 0 ? <p className="ls-rules">{rules.join(' · ')}</p> : null}
        {product.colors.length > 0 ? (
          <p className="ls-axis">
            {T.colours}: {product.colors.map((color) => color.name).join(', ')}
          </p>
        ) : null}
        {product.sizes.length > 0 ? (
          <p className="ls-axis">
            {T.sizes}: {product.sizes.map((size) => size.name).join(', ')}
          </p>
        ) : null}
        {product.packs.length > 0 ? (
          <p className="ls-axis">
            {T.packs}: {product.packs.map((pack) => packText(pack, product.sizes)).join('; ')}
          </p>
        ) : null}
      </div>
      <AvailabilityTable product={product} />
    </article>
  );
}
