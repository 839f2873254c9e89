import { Component, type ErrorInfo, type ReactNode } from "react";

type Props = {
  /** What replaces the children once they threw while rendering (or their code failed to load). */
  fallback: (error: unknown) => ReactNode;
  /** When it changes (another address), the children get another try. */
  resetKey?: string;
  children: ReactNode;
};

type State = { failure: { error: unknown } | null; resetKey: string | undefined };

/** React catches render errors only in a class component; this is the app's one. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // A real fault: keep it visible to developers and to the tests that fail on console.error.
    console.error("page failed", error, info.componentStack);
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}
