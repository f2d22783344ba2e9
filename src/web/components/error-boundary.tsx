import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '#web/lib/report-client-error.ts';

interface Props {
  /** Names the boundary in the crash report: app, route, dashboard, … */
  name: string;
  fallback: (props: { error: Error; reset: () => void }) => ReactNode;
  children: ReactNode;
  /** Changing this value clears a caught error (e.g. the route path). */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/** Catches a crash below it, reports it, and offers the fallback a reset. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Moving on (e.g. another route) clears the caught error.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError({ error, boundary: this.props.name, componentStack: info.componentStack ?? undefined });
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
