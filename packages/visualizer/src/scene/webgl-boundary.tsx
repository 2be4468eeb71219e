import { Component, type ReactNode } from 'react';

interface WebglBoundaryProps {
  onFailure: () => void;
  children: ReactNode;
}

/**
 * The canvas throws when WebGL cannot start (no GPU, blocked, too many contexts): the screen is told,
 * shows its 2D plan instead, and this draws nothing rather than a broken canvas.
 */
export class WebglBoundary extends Component<WebglBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
