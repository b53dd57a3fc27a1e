import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { firstScreenReady } from '../src/app/firstScreen';
import { forgetLoadedModules, useLoadedModule } from '../src/app/useLoadedModule';
import { loadRemoteModule } from '../src/federation/loadRemoteModule';

// The signed-in app's chunk and a route's remote module, without webpack or a remote: the load functions are the
// real ones up to the federation runtime's loadRemote.
jest.mock('../src/federation/loadRemoteModule', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('../src/app/SignedInApp', () => ({ __esModule: true, default: () => <p>Signed-in app</p> }));
const loadRemote = jest.mocked(loadRemoteModule);

const Notes = () => <h1>Notes</h1>;

function Route({ id }: { id: string }) {
  const Page = useLoadedModule<ComponentType>(id, () => new Promise(() => {}));
  return Page ? <Page /> : <p>Loading</p>;
}

beforeEach(() => {
  forgetLoadedModules();
  loadRemote.mockReset();
});

it("loads the route's screen before the first render, which then draws it at once", async () => {
  loadRemote.mockResolvedValue({ default: Notes });
  await firstScreenReady('/notes');
  expect(loadRemote).toHaveBeenCalledWith('mf_business/NotesPage');
  render(<Route id="mf_business/NotesPage" />);
  expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

it('a screen whose code does not come stops the wait at its bound: the page is drawn as before', async () => {
  loadRemote.mockReturnValue(new Promise(() => {}));
  const started = Date.now();
  await firstScreenReady('/notes', 50);
  expect(Date.now() - started).toBeLessThan(2000);
  render(<Route id="mf_business/NotesPage" />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
});

it('a screen that fails to load is not kept: the route loads it again and shows its error', async () => {
  loadRemote.mockRejectedValue(new Error('remote down'));
  await expect(firstScreenReady('/notes')).resolves.toBeUndefined();
  render(<Route id="mf_business/NotesPage" />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
});

it('an address that is no route loads only the signed-in app', async () => {
  await firstScreenReady('/no-such-screen');
  expect(loadRemote).not.toHaveBeenCalled();
});
