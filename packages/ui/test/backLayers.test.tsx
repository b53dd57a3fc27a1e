import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, DetailSheet, Dialog, DialogContent, FormDialog } from '../src/widgets/Dialog';
import { leavePage, resetBackLayers } from '../src/navigation/backLayers';

// Back closes sheets and dialogs (docs/decisions/2702-back-closes-sheets.md): each open layer owns a history entry.

/** Lets the layer bookkeeping (a zero-delay timer) and jsdom's history traversal (a task) run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const back = async () => {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

beforeEach(() => {
  resetBackLayers();
  window.history.replaceState({ idx: 0 }, '', '/notes');
});

it('opening a dialog adds one history entry at the same URL; Back closes it and the page stays', async () => {
  const start = window.history.length;
  render(
    <FormDialog trigger={<button>New Note</button>} title="New Note">
      {() => <input aria-label="Title" />}
    </FormDialog>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'New Note' }));
  await settle();
  expect(window.history.length).toBe(start + 1);
  expect(window.location.pathname).toBe('/notes');
  // The router's own state (its idx) is kept on the dialog's entry.
  expect(window.history.state).toMatchObject({ idx: 0, fjLayers: 1 });

  await back();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.location.pathname).toBe('/notes');
  expect(window.history.state).toEqual({ idx: 0 });
});

it('closing with the close button gives the entry back, so the next Back leaves normally', async () => {
  render(
    <FormDialog trigger={<button>New Note</button>} title="New Note">
      {() => <input aria-label="Title" />}
    </FormDialog>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'New Note' }));
  await settle();
  expect(window.history.state).toMatchObject({ fjLayers: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await settle();
  await settle();
  expect(window.history.state).toEqual({ idx: 0 });
  // Opening again works the same way.
  await userEvent.click(screen.getByRole('button', { name: 'New Note' }));
  await settle();
  expect(window.history.state).toMatchObject({ fjLayers: 1 });
  await back();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('a dialog closing as the page is left gives no entry back: that traversal would cancel the page load', async () => {
  render(
    <FormDialog trigger={<button>New Note</button>} title="New Note">
      {() => <input aria-label="Title" />}
    </FormDialog>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'New Note' }));
  await settle();
  const go = jest.spyOn(window.history, 'go');
  // jsdom does not load pages: it reports the navigation as not implemented, and stays.
  const noise = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  leavePage('/');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await settle();
  expect(go).not.toHaveBeenCalled();
  go.mockRestore();
  noise.mockRestore();
});

it('nested layers: Back closes the top one only, then the one below', async () => {
  function Nested() {
    const [inner, setInner] = useState(false);
    return (
      <Dialog defaultOpen>
        <DialogContent title="Reader">
          <button onClick={() => setInner(true)}>Open article</button>
          <Dialog open={inner} onOpenChange={setInner}>
            <DialogContent title="Article">
              <p>Text</p>
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>
    );
  }
  render(<Nested />);
  await settle();
  await userEvent.click(screen.getByRole('button', { name: 'Open article' }));
  await settle();
  expect(window.history.state).toMatchObject({ fjLayers: 2 });
  await back();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Article' })).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Reader' })).toBeInTheDocument();
  await back();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reader' })).not.toBeInTheDocument());
  expect(window.history.state).toEqual({ idx: 0 });
});

it('a sheet handing over to its confirm dialog keeps one entry, and Back closes the confirm dialog', async () => {
  const onDelete = jest.fn();
  render(
    <DetailSheet
      trigger={<button>Open Pitch</button>}
      title="Pitch"
      onDelete={onDelete}
      confirm={{ title: 'Delete Pitch?', description: 'It goes for good.', confirmLabel: 'Delete' }}
    >
      <p>Went well</p>
    </DetailSheet>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open Pitch' }));
  await settle();
  const length = window.history.length;
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await settle();
  expect(screen.getByRole('alertdialog', { name: 'Delete Pitch?' })).toBeInTheDocument();
  expect(window.history.length).toBe(length);
  expect(window.history.state).toMatchObject({ fjLayers: 1 });
  await back();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(onDelete).not.toHaveBeenCalled();
});

it('a controlled ConfirmDialog reports the close to its owner', async () => {
  const onOpenChange = jest.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete note?"
      description="Gone for good"
      confirmLabel="Delete"
      onConfirm={jest.fn()}
    />,
  );
  await settle();
  await back();
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
});

it('a page loaded on an entry a closed sheet had marked unmarks it at once, keeping the router state', () => {
  // A reload that came before the sheet's history.go(-1) landed: the entry still says one layer is open.
  window.history.replaceState({ idx: 3, key: 'k', fjLayers: 1 }, '', '/notes');
  jest.isolateModules(() => {
    require('../src/navigation/backLayers'); // a fresh copy of the module, as on a page load
  });
  expect(window.history.state).toEqual({ idx: 3, key: 'k' });
});
