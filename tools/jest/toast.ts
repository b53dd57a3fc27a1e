// Clicking a toast's action the way a person can: once the toast takes pointer events.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Clicks the action of the toast on screen (Undo). Radix's notifications region takes pointer events only once it has
 * counted the toast, in an effect after the toast renders: within a frame in a browser, but a toast shown by a request's
 * answer (outside act) can be found first on a busy machine, and the click then meets `pointer-events: none` (CI).
 */
export async function clickToastAction(name: string, user: { click(element: Element): Promise<void> } = userEvent) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() =>
    expect(screen.getByRole('region', { name: /^Notifications/ })).not.toHaveStyle({ pointerEvents: 'none' }),
  );
  await user.click(button);
}
