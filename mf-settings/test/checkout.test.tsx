import { useEffect, type ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { dismissToast } from '@fj/ui';
import { fakeResponse, mockFetch } from '../../tools/jest/fakeFetch';
import { renderPage, testUser } from '../../tools/jest/renderPage';
import CheckoutPage from '../src/exposes/CheckoutPage';

// The checkout with Stripe's browser libraries replaced by a stand-in of the provider (the end-to-end spec runs the
// real @stripe/react-stripe-js against a fake Stripe.js): what the screen does with each answer.

const confirmPayment = jest.fn();
const loadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => {
  const load = (...args: unknown[]) => loadStripe(...args);
  load.setLoadParameters = jest.fn();
  return { loadStripe: load };
});
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-client-secret={options.clientSecret}>{children}</div>
  ),
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    useEffect(() => onReady(), [onReady]);
    return <div>Card details</div>;
  },
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

const CONFIG = { publishableKey: 'pk_test_founder' };
const SECRET = 'pi_123_secret_abc';

/** A tiny payments API: config, the intent (or `intent` as an error), the status after paying. */
function fakePayments({
  config = CONFIG,
  intent,
}: { config?: unknown; intent?: { status: number; body: unknown } } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/payments/config') return fakeResponse(200, config);
    if (url === '/api/create-payment-intent' && init?.method === 'POST')
      return intent ? fakeResponse(intent.status, intent.body) : fakeResponse(200, { clientSecret: SECRET });
    if (url.startsWith('/api/payments/status')) return fakeResponse(200, { status: 'succeeded', isPremium: true });
    if (url === '/api/auth/user') return fakeResponse(200, testUser({ isPremium: true }));
    return fakeResponse(404, { message: 'Not found' });
  });
}

const renderCheckout = (user = testUser()) =>
  renderPage(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/settings" element={<h1>Settings screen</h1>} />
    </Routes>,
    { route: '/checkout', user },
  );

describe('/checkout', () => {
  beforeEach(() => {
    confirmPayment.mockReset();
    loadStripe.mockReset().mockResolvedValue({ stripe: true });
  });
  afterEach(() => act(() => dismissToast()));

  it("the plan card, 'Preparing payment...', then the form with its button and notes", async () => {
    const fetchMock = fakePayments();
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByText('£30')).toBeInTheDocument();
    expect(screen.getByText('Unlimited businesses')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing payment...');
    // Disabled until Stripe's element says it is ready.
    const pay = await screen.findByRole('button', { name: 'Complete Payment - £30' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByText('Secure payment powered by Stripe')).toBeInTheDocument();
    expect(screen.getAllByText('No recurring charges').length).toBeGreaterThan(0);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_founder');
    expect(screen.getByText('Card details').closest('[data-client-secret]')).toHaveAttribute(
      'data-client-secret',
      SECRET,
    );
    const create = fetchMock.mock.calls.find(([url]) => url === '/api/create-payment-intent')!;
    expect(JSON.parse(String(create[1].body))).toEqual({ amount: 3000 });
  });

  it("a successful payment: 'Processing...', the server settles it, 'Payment Successful', then /settings", async () => {
    const fetchMock = fakePayments();
    let finish!: (value: unknown) => void;
    confirmPayment.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { queryClient } = renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment - £30' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: {},
      confirmParams: { return_url: 'http://localhost/settings' },
      redirect: 'if_required',
    });
    await act(async () => finish({ paymentIntent: { id: 'pi_123', status: 'succeeded' } }));
    await screen.findByText('Payment Successful');
    // (the toast, and Radix's announcement of it once it is read out)
    expect(screen.getAllByText(/Welcome to Founder Journal Premium/).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Settings screen' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payments/status?payment_intent=pi_123')).toBe(true);
    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toMatchObject({ isPremium: true }));
  });

  it("a declined card: 'Payment Failed' with Stripe's message, and the form stays to try again", async () => {
    fakePayments();
    confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment - £30' }));
    await screen.findByText('Payment Failed');
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Payment - £30' })).toBeEnabled();
  });

  it("'Payments are not configured on this server' instead of a form, without asking for an intent", async () => {
    const fetchMock = fakePayments({ config: { publishableKey: null } });
    renderCheckout();
    expect(
      await screen.findByRole('heading', { name: 'Payments are not configured on this server' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/create-payment-intent')).toBe(false);
    expect(screen.queryByRole('button', { name: /Complete Payment/ })).not.toBeInTheDocument();
  });

  it('the same when the server answers 503', async () => {
    fakePayments({ intent: { status: 503, body: { message: 'Payments are not configured on this server' } } });
    renderCheckout();
    expect(
      await screen.findByRole('heading', { name: 'Payments are not configured on this server' }),
    ).toBeInTheDocument();
  });

  it("'Failed to initialize payment' when the intent cannot be had, with Retry", async () => {
    const fetchMock = fakePayments({
      intent: { status: 502, body: { message: 'Payments are unavailable right now. Please try again in a moment.' } },
    });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Failed to initialize payment' })).toBeInTheDocument();
    expect(screen.getByText('Payments are unavailable right now. Please try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/create-payment-intent')).toHaveLength(2),
    );
  });

  it("'Failed to initialize payment' when Stripe.js cannot load", async () => {
    fakePayments();
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Failed to initialize payment' })).toBeInTheDocument();
    expect(screen.getByText('The secure payment form could not be loaded.')).toBeInTheDocument();
  });

  it("a Premium member sees 'You are already a Premium member' and nothing to pay", async () => {
    const fetchMock = fakePayments();
    renderCheckout(testUser({ isPremium: true }));
    expect(screen.getByRole('heading', { name: 'You are already a Premium member' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Back goes to /settings', async () => {
    fakePayments();
    const { navigate } = renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenCalledWith('/settings');
  });
});
