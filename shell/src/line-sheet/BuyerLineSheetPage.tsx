import { ApiError, lineSheetViewPdfHref, useLineSheetView } from '@apparel/api-client';
import { LINE_SHEET_MSG } from '@apparel/contracts';
import { useEffect } from 'react';
import { LINE_SHEET_TEXT as T } from './line-sheet-texts';
import { SheetHeading } from './SheetHeading';
import { SheetProduct } from './SheetProduct';

/** The first products' images load at once (the first screen); the rest when they come near the view. */
const EAGER_PRODUCTS = 2;

/** "This line sheet is no longer available": a revoked, expired or unknown link (product.md §17). */
function SheetGone() {
  return (
    <main className="ls-page ls-gone">
      <h1>{LINE_SHEET_MSG.noLongerAvailable}</h1>
      <p>{T.goneHint}</p>
    </main>
  );
}

/**
 * /l/{token}: the sheet as the buyer sees it, with that retailer's prices, on a phone first
 * (product.md §17). The data comes from one hook (useLineSheetView), which a retailer's ordering
 * screens reuse.
 */
export function BuyerLineSheetPage({ token }: { token: string }) {
  const sheet = useLineSheetView(token);
  const name = sheet.data?.sheet.name;
  useEffect(() => {
    document.title = name ? `${name} · Line sheet` : 'Line sheet';
  }, [name]);

  if (sheet.isPending)
    return (
      <main className="ls-page">
        <p className="ls-loading">{T.loading}</p>
      </main>
    );
  if (sheet.isError) {
    if (sheet.error instanceof ApiError && sheet.error.status === 404) return <SheetGone />;
    return (
      <main className="ls-page ls-gone">
        <h1>{T.loadFailed}</h1>
        <button type="button" className="ls-button" onClick={() => void sheet.refetch()}>
          {T.retry}
        </button>
      </main>
    );
  }
  const { manufacturer, products } = sheet.data;
  return (
    <>
      <header className="ls-maker">
        {manufacturer.logoUrl ? (
          <img src={manufacturer.logoUrl} alt="" width={40} height={40} className="ls-logo" />
        ) : null}
        <span className="ls-maker-name">{manufacturer.name}</span>
      </header>
      <main className="ls-page">
        <SheetHeading sheet={sheet.data.sheet} pdfUrl={lineSheetViewPdfHref(token)} />
        <h2 className="ls-visually-hidden">{T.products}</h2>
        {products.length === 0 ? <p>{T.noStyles}</p> : null}
        <ul className="ls-products">
          {products.map((product, index) => (
            <li key={product.id}>
              <SheetProduct product={product} eager={index < EAGER_PRODUCTS} />
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
