import { act, render, screen } from '@testing-library/react';
import { LoadError } from '../src/components/LoadError';
import { ApiError, throwIfNotOk } from '../src/api/ApiError';
import { fakeResponse } from '../../../tools/jest/fakeFetch';

// A 503 (the database or a service restarting) is a calm state that retries by itself, never a crash or an alarm;
// any other failure keeps the plain "Could not load" with Retry.

afterEach(() => jest.useRealTimers());

const restarting = () =>
  fakeResponse(503, { message: 'Founder Journal is restarting — try again in a moment' }, 'Service Unavailable', {
    'Retry-After': '3',
  }) as unknown as Response;

it('shows the restarting state for a 503 and tries again by itself when the server asked', async () => {
  jest.useFakeTimers();
  const onRetry = jest.fn();
  const error = await throwIfNotOk(restarting()).catch((e: unknown) => e);
  render(<LoadError what="your notes" onRetry={onRetry} error={error} />);
  expect(screen.getByText('Loading your notes again in a moment')).toBeInTheDocument();
  expect(
    screen.getByText(/Founder Journal is restarting — try again in a moment\. We will try again for you\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry now' })).toBeInTheDocument();
  expect(onRetry).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(3100));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('uses a recent 503 when the screen does not pass its error, and the plain state for anything else', async () => {
  await throwIfNotOk(restarting()).catch(() => {});
  const { unmount } = render(<LoadError what="your feeds" onRetry={() => {}} />);
  expect(screen.getByText('Loading your feeds again in a moment')).toBeInTheDocument();
  unmount();
  render(<LoadError what="your feeds" onRetry={() => {}} error={new ApiError(500, 'Internal Server Error', '')} />);
  expect(screen.getByText('Could not load your feeds')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
