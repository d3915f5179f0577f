/** The shell's entry for the buyer's line sheet, and the page the server answers for /l/{token}. */
export const LINE_SHEET_ENTRY = 'line-sheet';
export const LINE_SHEET_PAGE = 'line-sheet.html';

/**
 * The buyer's page: never indexed (a private link), sends no referrer (the token is in the URL), and
 * follows the system's colour scheme before any script. Its own small entry, not the admin's index.html.
 */
export const lineSheetPageTemplate = () => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    <meta name="description" content="A line sheet: the styles on offer with your prices, minimums, packs and stock." />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="data:," />
    <title>Line sheet</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
