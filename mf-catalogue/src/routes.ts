import type { RemoteRoute } from '@apparel/contracts';
import { TEXT } from './shared/texts';

const M = 'MANUFACTURER';

/** The attribute screens, in product.md §2's menu order: one shared page chosen by `type`. */
const ATTRIBUTES = [
  ['colors', 'Colors'],
  ['sizes', 'Sizes'],
  ['brands', 'Brands'],
  ['fabrics', 'Fabrics'],
  ['themes', 'Themes'],
  ['materials', 'Materials'],
  ['seasons', 'Seasons'],
] as const;

/**
 * The pages this remote serves and its MANUFACTURER menu entries (published as mf-routes.json with
 * each version; the shell builds its router and menu from it). Title = the page's visible heading.
 */
export const routes = [
  {
    path: '/products',
    module: 'ProductListPage',
    role: M,
    title: 'Products',
    menu: { label: 'Products', section: 'main', order: 50 },
    // The import panel's heading is wider than the h1, so it is the page's largest text on a phone:
    // painted from the HTML with the buttons' row it sits under (ProductListPage's order).
    firstScreen: {
      actions: [TEXT.downloadTemplate, TEXT.exportCsv, TEXT.addProduct],
      panels: [TEXT.importTitle],
    },
  },
  { path: '/products/:id', module: 'ProductFormPage', role: M, title: 'Product' },
  // product.md §15: each retailer's and each retailer type's prices.
  {
    path: '/price-lists',
    module: 'PriceListListPage',
    role: M,
    title: 'Price Lists',
    menu: { label: 'Price Lists', section: 'main', order: 54 },
    firstScreen: { actions: ['Add Price List'] },
  },
  { path: '/price-lists/:id', module: 'PriceListFormPage', role: M, title: 'Price List' },
  // Line sheets (product.md §17): a season's selection shared per retailer; the buyer's page is the shell's /l/{token}.
  {
    path: '/line-sheets',
    module: 'LineSheetListPage',
    role: M,
    title: 'Line Sheets',
    menu: { label: 'Line Sheets', section: 'main', order: 56 },
  },
  {
    path: '/line-sheets/new',
    module: 'LineSheetFormPage',
    role: M,
    title: 'New Line Sheet',
    props: { mode: 'create' },
  },
  { path: '/line-sheets/:id', module: 'LineSheetPage', role: M, title: 'Line Sheet' },
  {
    path: '/line-sheets/:id/edit',
    module: 'LineSheetFormPage',
    role: M,
    title: 'Edit Line Sheet',
    props: { mode: 'edit' },
  },
  ...ATTRIBUTES.map(
    ([type, label], index) =>
      ({
        path: `/attributes/${type}`,
        module: 'AttributePage',
        role: M,
        title: label,
        props: { type },
        menu: { label, section: 'attributes', order: 10 * (index + 1) },
      }) as const,
  ),
  {
    path: '/attributes/categories',
    module: 'CategoriesPage',
    role: M,
    title: 'Categories',
    menu: { label: 'Categories', section: 'attributes', order: 80 },
  },
  {
    path: '/attributes/sub-categories',
    module: 'SubCategoriesPage',
    role: M,
    title: 'Sub Categories',
    menu: { label: 'Sub Categories', section: 'attributes', order: 90 },
  },
] as const satisfies readonly RemoteRoute[];
