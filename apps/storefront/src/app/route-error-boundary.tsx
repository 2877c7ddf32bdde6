import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorView } from './error-view';

interface BoundaryProps {
  /** A new value (the path) clears a caught error, so the shopper can navigate away from a broken screen. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  caughtAt: string | null;
  caught: boolean;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, caughtAt: null, caught: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    // A thrown null or undefined is still a failure: the view says "Unknown error".
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.caught) return null;
    if (state.caughtAt === null) return { caughtAt: props.resetKey };
    return state.caughtAt === props.resetKey ? null : { error: null, caughtAt: null, caught: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever debugs the page; the shopper sees the error view.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.caught ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}

/** Catches a screen that throws while rendering and shows the error view in its place (docs/product.md §2). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
