import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../src/toast/Toaster';
import { resetToasts, toast } from '../src/toast/toastStore';
import { toastWithUndo } from '../src/toast/undoToast';
import { removeWithUndo, resetPendingRemovals, useWithoutPendingRemovals } from '../src/undo/pendingRemovals';

// Radix Toast captures the pointer for swiping; jsdom implements no pointer capture.
beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  });
});

beforeEach(() => {
  resetToasts();
  resetPendingRemovals();
});

describe('toastWithUndo', () => {
  it('Undo runs onUndo and never commits', async () => {
    const onUndo = jest.fn();
    const onCommit = jest.fn();
    render(<Toaster />);
    act(() => toastWithUndo({ title: 'Status Updated', description: '"Send deck" completed', onUndo, onCommit }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
  });

  it('commits once when the 5 s window closes without Undo', () => {
    jest.useFakeTimers();
    try {
      const onCommit = jest.fn();
      render(<Toaster />);
      act(() => toastWithUndo({ title: 'Meeting deleted', onUndo: jest.fn(), onCommit }));
      act(() => jest.advanceTimersByTime(4900));
      expect(onCommit).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(200));
      expect(onCommit).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('commits when a newer toast replaces it, and when the page is left', () => {
    const first = jest.fn();
    const second = jest.fn();
    render(<Toaster />);
    act(() => toastWithUndo({ title: 'Idea deleted', onUndo: jest.fn(), onCommit: first }));
    act(() => toastWithUndo({ title: 'Meeting deleted', onUndo: jest.fn(), onCommit: second }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(second).toHaveBeenCalledTimes(1);
    act(() => {
      toast({ title: 'Something else' });
    });
    expect(second).toHaveBeenCalledTimes(1); // once only
  });
});

function Names({ records }: { records: { id: string; name: string }[] }) {
  const visible = useWithoutPendingRemovals(records);
  return (
    <ul aria-label="records">
      {visible.map((r) => (
        <li key={r.id}>{r.name}</li>
      ))}
    </ul>
  );
}

describe('removeWithUndo', () => {
  const records = [
    { id: 'a', name: 'Alpha' },
    { id: 'b', name: 'Beta' },
  ];

  it('hides the record at once; Undo brings it back and nothing is deleted', async () => {
    const commit = jest.fn(async () => undefined);
    render(
      <>
        <Names records={records} />
        <Toaster />
      </>,
    );
    act(() => removeWithUndo({ id: 'a', title: 'Deleted', description: 'Alpha', commit }));
    const list = screen.getByRole('list', { name: 'records' });
    expect(list).toHaveTextContent(/^Beta$/);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(list).toHaveTextContent(/^AlphaBeta$/);
    expect(commit).not.toHaveBeenCalled();
  });

  it('deletes when the toast closes; a failed delete shows the record again', async () => {
    let fail: (error: Error) => void = () => undefined;
    const commit = jest.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    render(
      <>
        <Names records={records} />
        <Toaster />
      </>,
    );
    act(() => removeWithUndo({ id: 'b', title: 'Deleted', commit }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Beta')).not.toBeInTheDocument(); // still hidden while the DELETE runs
    await act(async () => fail(new Error('500: boom')));
    expect(screen.getByText('Beta')).toBeInTheDocument();
  });
});
