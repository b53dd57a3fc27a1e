import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Card, CardContent, CardHeader, CardTitle, loadRemoteComponent, Skeleton } from '@fj/ui';

const TITLE = 'Chat devices';
const lazySection = () => lazy(() => loadRemoteComponent('mf_teams/ChatDevices'));

/**
 * Premium: the browsers where this person uses team chat, owned by the teams remote (its keys and crypto live there),
 * loaded through federation in its own error boundary: the teams remote being down costs Settings only this card.
 */
export function ChatDevicesSlot() {
  // React.lazy keeps a failed import forever: each Retry is a new lazy().
  const [Section, setSection] = useState(() => lazySection());
  return (
    <SlotBoundary onRetry={() => setSection(() => lazySection())}>
      <Section />
    </SlotBoundary>
  );
}

const placeholder = (body: ReactNode) => (
  <Card>
    <CardHeader>
      <CardTitle>{TITLE}</CardTitle>
    </CardHeader>
    <CardContent>{body}</CardContent>
  </Card>
);

class SlotBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed)
      return placeholder(
        <div role="alert">
          <p>Could not show your chat devices.</p>
          <Button
            variant="outline"
            onClick={() => {
              this.props.onRetry();
              this.setState({ failed: false });
            }}
          >
            Retry
          </Button>
        </div>,
      );
    return <Suspense fallback={placeholder(<Skeleton className="fjs-skeleton-row" />)}>{this.props.children}</Suspense>;
  }
}
