import { MESSAGES } from '@showroom/contract';
import { SHELL_MESSAGES } from '@showroom/contract/constants';
import { Button } from '@showroom/ui';
import { RouteProgressBar } from '@showroom/ui/page';
import { Component, type ReactNode, Suspense } from 'react';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  /** Shown under the progress bar while the remote loads (a route's intro, decision 0118). */
  loading?: ReactNode;
}

/**
 * A remote that fails to load (network, deploy in progress, 120 s time-out) shows a retry
 * message instead of a blank page (docs/architecture.md §5).
 */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[showroom] remote failed to load', error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) {
      return (
        <div className="shell-remote-error" role="alert">
          <p>{SHELL_MESSAGES.remoteLoadFailed}</p>
          <Button onClick={this.retry}>{MESSAGES.retry}</Button>
        </div>
      );
    }
    return (
      <Suspense
        fallback={
          <>
            <RouteProgressBar />
            {this.props.loading}
          </>
        }
      >
        {this.props.children}
      </Suspense>
    );
  }
}
