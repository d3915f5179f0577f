import type { LineSheetView } from '@apparel/contracts';
import { LINE_SHEET_TEXT as T } from './line-sheet-texts';
import { printedDay, printedWindow } from './sheet-dates';

interface SheetHeadingProps {
  sheet: LineSheetView['sheet'];
  pdfUrl: string;
}

/** The sheet's name, delivery window, order-by date, note and its PDF. */
export function SheetHeading({ sheet, pdfUrl }: SheetHeadingProps) {
  const window = printedWindow(sheet.deliveryFrom, sheet.deliveryTo);
  const orderBy = printedDay(sheet.orderBy);
  return (
    <div className="ls-heading">
      <h1>{sheet.name}</h1>
      {window || orderBy ? (
        <dl className="ls-facts">
          {window ? (
            <div>
              <dt>{T.delivery}</dt>
              <dd>{window}</dd>
            </div>
          ) : null}
          {orderBy ? (
            <div>
              <dt>{T.orderBy}</dt>
              <dd>{orderBy}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {sheet.note ? <p className="ls-note">{sheet.note}</p> : null}
      <a className="ls-button" href={pdfUrl} download>
        {T.downloadPdf}
      </a>
    </div>
  );
}
