import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { Button } from '@fj/ui';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** A new value (the next path) clears a shown error. */
  resetKey: string;
}

interface State {
  error: Error | null;
  errorKey: string | null;
}

/** Keeps a broken remote to its own route: the chrome and other routes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.errorKey === null) return { errorKey: props.resetKey };
    if (state.error && state.errorKey !== props.resetKey) return { error: null, errorKey: null };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A section of the app failed to load', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="fj-page fj-page--message">
        <div className="fj-empty" role="alert">
          <div className="fj-empty__icon">
            <CloudOff size={28} aria-hidden="true" />
          </div>
          <h2 className="fj-empty__title">This section could not be loaded</h2>
          <p className="fj-empty__description">Check your connection and try again. The rest of the app still works.</p>
          <div className="fj-empty__action">
            <Button onClick={this.props.onRetry}>Retry</Button>
          </div>
        </div>
      </div>
    );
  }
}
