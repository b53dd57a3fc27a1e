import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { WIDGET_IDS } from '@fj/contracts/home-catalog';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { provideRemoteLoader } from '@fj/ui';
import HomePage from '../src/exposes/HomePage';
import { WidgetBoundary } from '../src/features/home/components/WidgetBoundary';

const savedLayout = {
  layoutData: WIDGET_IDS.map((id) => ({ id, isVisible: id !== 'social-media' })),
  order: ['weekly-targets', ...WIDGET_IDS.filter((id) => id !== 'weekly-targets')],
};

// The Social Growth section is another remote's; here it renders nothing.
beforeAll(() => provideRemoteLoader(async () => ({ default: () => null })));

describe('home dashboard', () => {
  beforeEach(() => {
    // Widgets read their data; here every read fails fast (the widgets' own error states), the layout is preset.
    global.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as jest.Mock;
  });

  it('shows the saved order and leaves hidden widgets out', async () => {
    renderPage(<HomePage />, { data: { '/api/user-layout': savedLayout } });
    expect(await screen.findByRole('heading', { name: /Today's Motivation/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Social Media' })).not.toBeInTheDocument();
  });

  it('customize mode lists every widget with a Visible/Hidden badge, toggles with the eye, and Reset restores the default', async () => {
    renderPage(<HomePage />, { data: { '/api/user-layout': savedLayout } });
    fireEvent.click(screen.getByRole('button', { name: /Customize Dashboard/ }));
    const list = await screen.findByRole('list', { name: 'Dashboard widgets' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('Weekly Targets');
    expect(within(rows.find((r) => r.dataset.widget === 'social-media')!).getByText('Hidden')).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: 'Hide Quick Actions' }));
    expect(within(list).getByRole('button', { name: 'Show Quick Actions' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Layout Reset')).toBeInTheDocument();
    const reset = within(screen.getByRole('list', { name: 'Dashboard widgets' })).getAllByRole('listitem');
    expect(reset[0]).toHaveTextContent("Today's Motivation");
    expect(reset.every((r) => within(r).queryByText('Hidden') === null)).toBe(true);

    // Exit Customize drops the unsaved changes.
    fireEvent.click(screen.getByRole('button', { name: /Exit Customize/ }));
    expect(screen.queryByRole('list', { name: 'Dashboard widgets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Social Media' })).not.toBeInTheDocument();
  });

  it('shows the Premium upsell to a free user, not to a Premium one; the admin card only with the flag', async () => {
    const free = renderPage(<HomePage />, { data: { '/api/user-layout': savedLayout } });
    expect(await screen.findByRole('link', { name: '£30 One-Time' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByRole('button', { name: 'Activate Full Access' })).not.toBeInTheDocument();
    free.unmount();
    const admin = renderPage(<HomePage />, {
      user: testUser({ canActivateFullAccess: true }),
      data: { '/api/user-layout': savedLayout },
    });
    expect(await screen.findByRole('button', { name: 'Activate Full Access' })).toBeInTheDocument();
    admin.unmount();
    renderPage(<HomePage />, { user: testUser({ isPremium: true }), data: { '/api/user-layout': savedLayout } });
    await act(() => import('../src/features/home/components/PlanCards')); // the cards' code has loaded…
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('link', { name: '£30 One-Time' })).not.toBeInTheDocument(); // …and shows nothing
  });
});

describe('a widget that throws', () => {
  it('shows a contained error with Retry, and the widget next to it keeps working', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('boom');
      return <p>Recovered</p>;
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <WidgetBoundary title="Wellness">
          <Flaky />
        </WidgetBoundary>
        <WidgetBoundary title="Quotes">
          <p>Still here</p>
        </WidgetBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not show Wellness.');
    expect(screen.getByText('Still here')).toBeInTheDocument();
    broken = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
