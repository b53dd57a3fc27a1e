import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../src/api/ApiError';
import { handleUnauthorized, isUnauthorizedError, loginUrl, resetUnauthorized } from '../src/auth/unauthorized';
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

  it('comes back to the page the person was on after signing in', () => {
    const goTo = jest.fn();
    window.history.replaceState(null, '', '/notes?q=pricing');
    act(() => handleUnauthorized(goTo));
    act(() => jest.advanceTimersByTime(500));
    expect(goTo).toHaveBeenCalledWith('/api/login?next=%2Fnotes%3Fq%3Dpricing');
    expect(loginUrl('/')).toBe('/api/login');
    expect(loginUrl('/business/1#meetings')).toBe('/api/login?next=%2Fbusiness%2F1%23meetings');
    window.history.replaceState(null, '', '/');
  });
});
