import { act, Component as ReactComponent, type ComponentType, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { forgetLoadedModules, useLoadedModule } from '../src/app/useLoadedModule';

// A screen's module, loaded without Suspense (decision 3102: React holds a Suspense reveal back until 300 ms after
// the last fallback it showed; measured in a browser, not here, where act() flushes React's timers).
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const Screen = () => <h1>The screen</h1>;

function Loaded({ load }: { load: () => Promise<ComponentType> }) {
  const Page = useLoadedModule('screen', load);
  return Page ? <Page /> : <p>Loading</p>;
}

class Boundary extends ReactComponent<{ children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error instanceof Error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

beforeEach(() => forgetLoadedModules());

it('shows the loading state, then the screen once its code is there', async () => {
  const code = deferred<ComponentType>();
  render(<Loaded load={() => code.promise} />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => code.resolve(Screen));
  expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
});

it('a module loaded once renders in the first render, without a loading state or a second load', async () => {
  const code = deferred<ComponentType>();
  const first = render(<Loaded load={() => code.promise} />);
  await act(async () => code.resolve(Screen));
  first.unmount();
  const load = jest.fn(() => code.promise);
  render(<Loaded load={load} />);
  expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it('a load that fails reaches the error boundary, and is tried again on the next mount', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failed = render(
    <Boundary>
      <Loaded load={() => Promise.reject(new Error('remoteEntry.js unreachable'))} />
    </Boundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('remoteEntry.js unreachable');
  failed.unmount();
  const code = deferred<ComponentType>();
  render(<Loaded load={() => code.promise} />);
  await act(async () => code.resolve(Screen));
  expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  jest.restoreAllMocks();
});
