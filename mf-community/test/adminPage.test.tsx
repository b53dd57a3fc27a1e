import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@fj/ui';
import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import { AdminPage } from '../src/features/admin/components/AdminPage';

beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});
afterEach(() => act(() => dismissToast()));

const admin = testUser({ isAdmin: true });
const message = {
  id: 'm1',
  title: 'Ship daily',
  content: 'Small steps win.',
  type: 'announcement',
  priority: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
  delivered: 1204,
  failed: 3,
};

/** A small /api/admin: stats, messages (after a POST, the new one), reports. */
function fakeAdmin({ failPost = false } = {}) {
  const messages: object[] = [];
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/stats')
      return fakeResponse(200, {
        totalUsers: 1247,
        messagesSent: messages.length,
        engagementRate: messages.length ? 0.5 : null,
        failedJobs: 2,
      });
    if (url === '/api/admin/messages' && method === 'GET') return fakeResponse(200, messages);
    if (url === '/api/admin/messages' && method === 'POST') {
      if (failPost) return fakeResponse(500, { message: 'boom' });
      messages.unshift(message);
      return fakeResponse(201, message);
    }
    if (url === '/api/admin/messages/recipients') return fakeResponse(200, { recipients: 1247 });
    if (url.startsWith('/api/community/reports')) return fakeResponse(200, { reports: [], nextCursor: null });
    return fakeResponse(404, { message: 'Not found' });
  });
}

describe('/admin', () => {
  it('tells a non-admin the area is for administrators, with a way home and no form', () => {
    const fetchMock = fakeAdmin();
    renderPage(<AdminPage />, { route: '/admin', user: testUser({ isAdmin: false }) });
    expect(screen.getByRole('heading', { name: 'This area is for administrators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form', { name: 'New Message' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows real stats, says what is missing, sends a message and lists it', async () => {
    const fetchMock = fakeAdmin();
    renderPage(<AdminPage />, { route: '/admin', user: admin });
    const stats = screen.getByLabelText('Admin stats');
    await waitFor(() => expect(stats).toHaveTextContent('1,247'));
    expect(stats).toHaveTextContent('Engagement Rate (users who read a message in the last 30 days)—');
    expect(stats).toHaveTextContent('Failed Jobs (background jobs given up after their last attempt)2');
    expect(await screen.findByText('No messages sent yet. Create your first message above!')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New Message' });
    await userEvent.click(within(form).getByRole('button', { name: 'Preview message' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(within(form).getAllByText('Please fill in both title and content.')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Title/), 'Ship daily');
    await userEvent.type(within(form).getByLabelText(/Content/), 'Small steps win.');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview message' }));
    // The preview: the message as members will read it, the server's count of recipients; nothing sent yet.
    const preview = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(within(preview).getByRole('article', { name: 'Preview' })).toHaveTextContent('Ship daily');
    expect(within(preview).getByRole('article', { name: 'Preview' })).toHaveTextContent('Small steps win.');
    expect(await within(preview).findByText(/It goes to 1,247 users/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(preview).getByRole('button', { name: 'Send to 1,247 users' }));
    expect(await screen.findByText('Message Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      title: 'Ship daily',
      content: 'Small steps win.',
      type: 'tip',
      priority: 1,
    });
    const list = await screen.findByRole('list', { name: 'Recent messages' });
    expect(list).toHaveTextContent('Announcement');
    expect(list).toHaveTextContent('Priority 5 - Critical');
    expect(list).toHaveTextContent('Ship daily');
    expect(list).toHaveTextContent('Delivered to 1,204 · Failed for 3');
    await waitFor(() => expect(stats).toHaveTextContent('50%'));
    expect(within(form).getByLabelText(/Title/)).toHaveValue('');
  });

  it('says Error / Failed to create message when the server refuses, keeping what was typed', async () => {
    fakeAdmin({ failPost: true });
    renderPage(<AdminPage />, { route: '/admin', user: admin });
    const form = screen.getByRole('form', { name: 'New Message' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Hello');
    await userEvent.type(within(form).getByLabelText(/Content/), 'World');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview message' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 1,247 users' }));
    expect(await screen.findByText('Failed to create message. Please try again.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Hello');
  });
});
