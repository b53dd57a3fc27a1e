import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeader } from '../src/components/PageHeader';
import { NavigateProvider } from '../src/navigation/navigation';

function renderHeader(props: Parameters<typeof PageHeader>[0]) {
  const navigate = jest.fn();
  render(
    <NavigateProvider navigate={navigate}>
      <PageHeader {...props} />
    </NavigateProvider>,
  );
  return navigate;
}

describe('PageHeader (generic page header)', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('Back goes to / when there is no in-app history', async () => {
    window.history.replaceState(null, '');
    const navigate = renderHeader({ title: 'Notes' });
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('Back goes back in history when the app navigated here', async () => {
    window.history.replaceState({ idx: 2 }, '');
    const navigate = renderHeader({ title: 'Notes' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('a forced back target wins (checkout → settings); Home goes to /', async () => {
    window.history.replaceState({ idx: 2 }, '');
    const navigate = renderHeader({ title: 'Upgrade to Premium', backTo: '/settings', forceBackTo: true });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenLastCalledWith('/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(navigate).toHaveBeenLastCalledWith('/');
  });
});
