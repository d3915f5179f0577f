export { AppProviders } from './AppProviders';
export { ColorSchemeToggle, useColorSchemeToggle } from './components/ColorSchemeToggle';
export { ConfirmButton } from './components/ConfirmButton';
export { type DataColumn, DataTable } from './components/DataTable';
export { type Detail, DetailsList } from './components/DetailsList';
export { EmptyState } from './components/EmptyState';
export { ErrorBanner } from './components/ErrorBanner';
export { LoadFailure } from './components/LoadFailure';
export { Loading } from './components/Loading';
export { PageHeader } from './components/PageHeader';
export { type LoadedQuery, QueryState } from './components/QueryState';
export { type ListLink, RecordBreadcrumbs } from './components/RecordBreadcrumbs';
export { RecordPage } from './components/RecordPage';
export { RowActions } from './components/RowActions';
export { RowLinks } from './components/RowLinks';
export { Select } from './components/Select';
export { MAIN_ID, SkipLink } from './components/SkipLink';
export { StateSelect } from './components/StateSelect';
export { optionsHoldingEveryWord, optionTyped } from './components/typed-option';
export { useIsPhone } from './components/use-is-phone';
export { useNearView } from './components/use-near-view';
export {
  dayjs,
  formatDashboardDate,
  formatDateTime,
  formatDay,
  formatListDate,
  formatValidity,
} from './dates';
export { AFTER_SAVE, DiscardChangesGuard } from './forms/DiscardChangesGuard';
export { TYPED_DATE_FORMAT } from './forms/typed-date';
export { UserFields } from './forms/UserFields';
export { QuantityGrid, type QuantityGridProps } from './grid/QuantityGrid';
export {
  type GridAxisItem,
  type GridValues,
  gridCellKey,
  gridTotals,
  sumOf,
} from './grid/quantity-grid';
export {
  hasVariantGrid,
  productGridAxes,
  variantCellAt,
  variantGridAxes,
} from './grid/variant-axes';
export { FilterSelect } from './lists/FilterSelect';
export { useFilterDraft } from './lists/filter-draft';
export { ListPager, pageCount } from './lists/ListPager';
export { ListSearch } from './lists/ListSearch';
export { type ListSort, type SortOrder, useListParams } from './lists/list-params';
export { listReturnPath, useListReturnPath } from './lists/list-return';
export { formatPaiseAsRupees, formatRupees, formatRupeesShort } from './money';
export { notifyError, notifySuccess, notifySuccessAcrossNavigation, showFlash } from './notify';
export { COLOR_SCHEME_KEY } from './theme/color-scheme';
export { contrastRatio } from './theme/contrast';
export { cssVariablesResolver, theme } from './theme/theme';
