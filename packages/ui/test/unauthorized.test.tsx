import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../src/api/ApiError';
import { handleUnauthorized, isUnauthorizedError, resetUnauthorized } from '../src/auth/unauthorized';
import { Toaster } from '../src/toast/Toaster';
import { resetToasts } from '../src/toast/toastStore';

describe('unauthorized handling', () => {
  beforeEach(() => {
    resetToasts();
    resetUnauthorized();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('recognises 401 errors only', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', ''))).toBe(false);
    expect(isUnauthorizedError('401')).toBe(false);
  });

  it('shows the Unauthorized toast, then goes to /api/login after 500 ms, once', () => {
    const goTo = jest.fn();
    render(<Toaster />);
    act(() => {
      handleUnauthorized(goTo);
      handleUnauthorized(goTo);
    });
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(goTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/api/login');
  });
});
