export { AppProviders } from './AppProviders';
export { ConfirmButton } from './components/ConfirmButton';
export { EmptyState } from './components/EmptyState';
export { ErrorBanner } from './components/ErrorBanner';
export { Loading } from './components/Loading';
export { PageHeader } from './components/PageHeader';
export { dayjs, formatDashboardDate, formatDateTime, formatListDate } from './dates';
export { notifyError, notifySuccess } from './notify';
export { theme } from './theme';
