import { Component, type ReactNode } from 'react';
import { UnexpectedErrorPage } from '@/shell/unexpected-error-page';

/** Last line of defence outside the router (the sign-in screen, providers). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) return <UnexpectedErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
