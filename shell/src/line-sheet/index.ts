import './line-sheet.css';
import { showLineSheetFailedPlain } from './line-sheet-failed-plain';

// The buyer's line sheet (/l/{token}): its own entry, so a phone loads React and this page only, not
// the admin's router, Mantine and remotes. The dynamic import is the async boundary the shared
// singletons (React, the query cache, the api-client's core) are negotiated at.
import('./start-line-sheet').then(
  ({ startLineSheet }) => startLineSheet(),
  (error: unknown) => {
    console.error('[line sheet] the page could not start', error);
    const container = document.getElementById('root');
    if (container) showLineSheetFailedPlain(container);
  },
);
