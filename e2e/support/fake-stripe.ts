import type { Page } from '@playwright/test';

// Only the external provider is faked: Stripe.js (https://js.stripe.com) is replaced by the small stand-in below,
// which the real @stripe/react-stripe-js drives exactly as it drives Stripe.js (elements → create('payment') → mount →
// confirmPayment). Its calls to https://api.stripe.com go to the stack's local Stripe stub (E2E_STRIPE_STUB_URL),
// which also sends the signed webhook to the app. Everything of ours runs unchanged.

export const E2E_STRIPE_KEYS = {
  secretKey: 'sk_test_e2e',
  publishableKey: 'pk_test_e2e',
  webhookSecret: 'whsec_e2e',
} as const;
export const WORKING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** A stand-in for Stripe.js: a card-number field where the Payment Element mounts, and confirmPayment against the API. */
const FAKE_STRIPE_JS = String.raw`(() => {
  function paymentElement() {
    const handlers = {};
    let input = null;
    let ready = false;
    let container = null;
    const emit = (event, payload) => (handlers[event] || []).slice().forEach((handler) => handler(payload));
    return {
      mount(node) {
        container = typeof node === 'string' ? document.querySelector(node) : node;
        const field = document.createElement('div');
        field.className = 'fj-field';
        const label = document.createElement('label');
        label.className = 'fj-label';
        label.htmlFor = 'fake-stripe-card-number';
        label.textContent = 'Card number';
        input = document.createElement('input');
        input.id = 'fake-stripe-card-number';
        input.className = 'fj-input';
        input.inputMode = 'numeric';
        input.autocomplete = 'cc-number';
        input.placeholder = '1234 1234 1234 1234';
        input.addEventListener('input', () => emit('change', { elementType: 'payment', empty: !input.value, complete: input.value.replace(/\s/g, '').length >= 16 }));
        field.append(label, input);
        container.append(field);
        setTimeout(() => { ready = true; emit('ready', {}); }, 50);
      },
      on(event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        if (event === 'ready' && ready) setTimeout(() => handler({}), 0);
        return this;
      },
      off(event, handler) {
        handlers[event] = (handlers[event] || []).filter((h) => h !== handler);
        return this;
      },
      update() {}, unmount() {}, blur() {}, clear() {}, collapse() {},
      focus() { if (input) input.focus(); },
      destroy() { if (container) container.replaceChildren(); },
      cardNumber() { return input ? input.value.replace(/\s/g, '') : ''; },
    };
  }

  function Stripe(key) {
    let clientSecret = null;
    let element = null;
    return {
      _registerWrapper() {}, registerAppInfo() {},
      elements(options) {
        clientSecret = options && options.clientSecret;
        return {
          create(type) { element = paymentElement(); return element; },
          getElement() { return element; },
          update() {}, submit: async () => ({}), fetchUpdates: async () => ({}),
        };
      },
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      async confirmPayment({ confirmParams }) {
        const number = element ? element.cardNumber() : '';
        if (number.length < 16) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
        const id = clientSecret.split('_secret_')[0];
        const body = new URLSearchParams({ key, client_secret: clientSecret, return_url: confirmParams.return_url, 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': number });
        const res = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', { method: 'POST', body });
        const json = await res.json();
        return res.ok ? { paymentIntent: json } : { error: json.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Routes Stripe's script to the stand-in and Stripe's API to the local stub, for this page's context. */
export async function useFakeStripe(page: Page): Promise<{ scriptLoads: () => number }> {
  const stub = process.env.E2E_STRIPE_STUB_URL;
  if (!stub) throw new Error('E2E_STRIPE_STUB_URL is not set (e2e/global-setup.ts starts the Stripe stub)');
  let loads = 0;
  await page.route('https://js.stripe.com/**', (route) => {
    loads++;
    return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: FAKE_STRIPE_JS });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${stub}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return { scriptLoads: () => loads };
}
