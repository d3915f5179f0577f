import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Without this plugin @mantine/dates misreads typed DD/MM/YYYY dates. It extends the shared dayjs
// singleton, so importing the format below is what makes a DateInput read it: the page that has the
// field loads the plugin, and every other page (and /login) loads no dayjs at all.
dayjs.extend(customParseFormat);

/** The format a DateInput shows and reads typed dates in (product.md §9: DD/MM/YYYY). */
export const TYPED_DATE_FORMAT = 'DD/MM/YYYY';
