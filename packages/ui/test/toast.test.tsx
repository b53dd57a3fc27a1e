import { act, render, screen } from '@testing-library/react';
import { Toaster } from '../src/toast/Toaster';
import { dismissToast, resetToasts, toast, TOAST_REMOVE_DELAY } from '../src/toast/toastStore';

describe('toasts', () => {
  beforeEach(() => resetToasts());

  it('shows one toast at a time: a new toast replaces the old one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Business Created' });
    });
    expect(screen.getByText('Business Created')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Creation Failed', description: 'Failed to create team', variant: 'destructive' });
    });
    expect(screen.getByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create team')).toBeInTheDocument();
    expect(screen.queryByText('Business Created')).not.toBeInTheDocument();
  });

  it('renders the destructive variant', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    });
    const title = screen.getByText('Unauthorized');
    expect(title.closest('.fj-toast')).toHaveClass('fj-toast--destructive');
  });

  it('a toast raised before the Toaster mounts (e.g. from a remote) still shows', () => {
    act(() => {
      toast({ title: 'Layout Saved!' });
    });
    render(<Toaster />);
    expect(screen.getByText('Layout Saved!')).toBeInTheDocument();
  });

  it('closes after 5000 ms and is removed after the removal delay', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Settings updated successfully' });
      });
      expect(screen.getByText('Settings updated successfully')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(5100);
      });
      expect(screen.queryByText('Settings updated successfully')).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('dismiss closes it', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Copied!' }).id;
    });
    act(() => dismissToast(id));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });
});
