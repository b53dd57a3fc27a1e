import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, SELECTED_BUSINESS_KEY, THEME_STORAGE_KEY } from '@fj/ui';
import { fakeResponse, jsonBody, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { AccountDataCard } from '../src/features/settings/components/AccountDataCard';
import { openLandingPage } from '../src/features/settings/model/leave';

jest.mock('../src/features/settings/model/leave', () => ({ openLandingPage: jest.fn() }));
const assign = openLandingPage as jest.Mock;

const user = testUser({ email: 'ada@example.com' });

describe('your data', () => {
  beforeEach(() => {
    assign.mockClear();
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => act(() => dismissToast()));

  it('Download my data saves the export under the file name the server gives it', async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const fetchMock = mockFetch(() =>
      fakeResponse(200, { exportedAt: 'now' }, '', {
        'Content-Disposition': 'attachment; filename="founder-journal-export-2026-11-24.zip"',
        'Content-Type': 'application/json',
      }),
    );
    renderPage(<AccountDataCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await screen.findByText('Your data is downloading');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/export',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    expect(clicked).toEqual([{ href: 'blob:export', download: 'founder-journal-export-2026-11-24.zip' }]);
  });

  it("a failed export says so with the server's words and saves nothing", async () => {
    const create = URL.createObjectURL as jest.Mock;
    mockFetch(() =>
      fakeResponse(502, {
        message:
          'Your data could not be collected from every part of Founder Journal, so nothing was downloaded. Please try again.',
      }),
    );
    renderPage(<AccountDataCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await screen.findByText('Download failed');
    expect(screen.getAllByText(/could not be collected from every part/).length).toBeGreaterThan(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('Delete account waits for the typed email, deletes, forgets this device and opens the landing page', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    localStorage.setItem(SELECTED_BUSINESS_KEY, 'b1');
    const fetchMock = mockFetch(() => fakeResponse(204));
    renderPage(<AccountDataCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/signed out on every device/);
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Type ada@example.com to confirm/ }));
    await userEvent.paste('ada@example.com');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, jsonBody(init)]).toEqual(['/api/account', 'DELETE', { email: 'ada@example.com' }]);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBeNull();
  });

  it('a refused deletion keeps the dialog open and says why', async () => {
    mockFetch(() => fakeResponse(400, { message: 'That is not the email address of this account' }));
    renderPage(<AccountDataCard user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await screen.findByText('Account not deleted');
    expect(screen.getByText('That is not the email address of this account')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
