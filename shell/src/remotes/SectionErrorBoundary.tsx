import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '../routes/route-table';
import { SectionUnavailable } from './SectionUnavailable';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** One boundary per route: a remote that fails to load or throws takes down only its own page. */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return <SectionUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
