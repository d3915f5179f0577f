import { type ReactNode, startTransition, useEffect, useState } from 'react';

interface DataCardsProps<Row> {
  columns: { header: string; cell: (row: Row) => ReactNode }[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}

/** One row's card. A component of its own so that React, rendering a list's answer in a transition,
 * can yield between rows: called inline, every row's cells (dates and money formatted) ran in the
 * list's one render, a task React cannot split (issue 20, phones). Plain elements styled by class
 * (`styles.css`, "A list's cards"), not Mantine's Paper, Box and Text: twenty cards were some 500
 * Mantine components, each resolving its props and inline styles, and inline styles keep the browser
 * from sharing one computed style among the cards' alike elements. */
function DataCard<Row>({ columns, row }: { columns: DataCardsProps<Row>['columns']; row: Row }) {
  const [first, ...rest] = columns;
  return (
    <li className="data-card">
      {first ? <div className="data-card-title">{first.cell(row)}</div> : null}
      <dl>
        {rest.map((column) => (
          <div key={column.header}>
            <dt>{column.header}</dt>
            <dd>{column.cell(row)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Cards in a list's first commit: more than a phone's first screen holds. */
const FIRST_CARDS = 4;
/** Cards each later commit adds. */
const MORE_CARDS = 8;

/**
 * How many of a list's cards are in the page: the first few when the list appears, then the rest a
 * batch per task. React can yield while it renders a list but not while it commits one, and on a
 * phone committing a page of twenty cards (each with its buttons, image and QR code) was the longest
 * task left on /products (issue 20). Later answers of the same list show every card at once.
 */
function useCardsInBatches(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_CARDS));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + MORE_CARDS)));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/**
 * A list on a phone: one card per row, the first column as its title and the rest as labelled
 * values, so nothing (row actions included) sits off-screen.
 */
export function DataCards<Row>({ columns, rows, rowKey }: DataCardsProps<Row>) {
  const shown = useCardsInBatches(rows.length);
  return (
    <ul className="data-cards">
      {rows.slice(0, shown).map((row) => (
        <DataCard key={rowKey(row)} columns={columns} row={row} />
      ))}
    </ul>
  );
}
