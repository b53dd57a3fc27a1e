import fs from 'node:fs';
import path from 'node:path';
import { themeSchema, updateProfileSchema } from '@fj/contracts';
import { NAME_TOO_LONG, PROFILE_IMAGE_URL_INVALID } from '@fj/contracts/messages';
import { attachmentFilename } from '../src/features/settings/model/download';
import { PAYMENT_FAILED_FALLBACK, paymentOutcome } from '../src/shared/model/paymentOutcome';
import { returnToast } from '../src/shared/model/paymentReturn';
import { stripeAppearance } from '../src/features/checkout/model/stripeAppearance';
import { installOption, isIos, type DeviceFacts } from '../src/features/settings/model/install';
import {
  isProfileImageUrl,
  profileToFormValues,
  toUpdateProfileRequest,
  validateProfileForm,
} from '../src/features/settings/model/profileForm';
import { THEME_OPTIONS } from '../src/features/settings/model/theme';

describe('the profile form', () => {
  it('checks what the server checks, and builds a request the contract accepts', () => {
    expect(validateProfileForm({ firstName: 'Ada', lastName: '', profileImageUrl: '' })).toEqual({});
    expect(
      validateProfileForm({
        firstName: 'x'.repeat(81),
        lastName: 'y'.repeat(81),
        profileImageUrl: 'http://a.example/me.png',
      }),
    ).toEqual({
      firstName: NAME_TOO_LONG,
      lastName: NAME_TOO_LONG,
      profileImageUrl: PROFILE_IMAGE_URL_INVALID,
    });
    for (const url of [
      'https://images.example.com/me.png',
      '',
      '  ',
      'http://x',
      'javascript:alert(1)',
      'ftp://x/y',
      'not a url',
    ]) {
      // The form and the server agree on every link.
      expect([url, isProfileImageUrl(url)]).toEqual([
        url,
        updateProfileSchema.safeParse({ profileImageUrl: url }).success,
      ]);
    }
    const request = toUpdateProfileRequest({
      firstName: ' Ada ',
      lastName: '',
      profileImageUrl: ' https://images.example.com/me.png ',
    });
    expect(updateProfileSchema.parse(request)).toEqual({
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: 'https://images.example.com/me.png',
    });
    expect(profileToFormValues({ firstName: null, lastName: 'L', profileImageUrl: null })).toEqual({
      firstName: '',
      lastName: 'L',
      profileImageUrl: '',
    });
  });
});

it('offers every theme the contract knows, in order', () => {
  expect(THEME_OPTIONS).toEqual(themeSchema.options);
});

describe('Install as App', () => {
  const device = (over: Partial<DeviceFacts> = {}): DeviceFacts => ({
    standalone: false,
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130',
    platform: 'Linux armv8l',
    maxTouchPoints: 5,
    ...over,
  });
  it('is hidden once installed, a button when the browser offers it, a Share-menu hint on iOS, else nothing', () => {
    expect(installOption(device({ standalone: true }), true)).toBe('installed');
    expect(installOption(device(), true)).toBe('prompt');
    expect(installOption(device(), false)).toBe('unavailable');
    expect(
      installOption(
        device({
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
          platform: 'iPhone',
        }),
        false,
      ),
    ).toBe('ios');
    // iPadOS presents itself as a Mac with a touch screen.
    expect(
      isIos(
        device({
          userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
          platform: 'MacIntel',
          maxTouchPoints: 5,
        }),
      ),
    ).toBe(true);
    expect(
      isIos(
        device({
          userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
          platform: 'MacIntel',
          maxTouchPoints: 0,
        }),
      ),
    ).toBe(false);
  });
});

describe('payment outcomes', () => {
  it("'Payment Failed' with Stripe's message; paid; processing", () => {
    expect(paymentOutcome({ error: { type: 'card_error', message: 'Your card was declined.' } } as never)).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(paymentOutcome({ error: { type: 'api_error' } } as never)).toEqual({
      kind: 'failed',
      message: PAYMENT_FAILED_FALLBACK,
    });
    expect(paymentOutcome({ paymentIntent: { id: 'pi_1', status: 'succeeded' } } as never)).toEqual({
      kind: 'paid',
      paymentIntentId: 'pi_1',
    });
    expect(paymentOutcome({ paymentIntent: { id: 'pi_1', status: 'processing' } } as never)).toEqual({
      kind: 'processing',
      paymentIntentId: 'pi_1',
    });
    expect(paymentOutcome({ paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } } as never).kind).toBe(
      'failed',
    );
  });

  it('the return from Stripe says what the server found', () => {
    expect(returnToast('succeeded').title).toBe('Payment Successful');
    expect(returnToast('processing').title).toBe('Payment processing');
    expect(returnToast('requires_payment_method')).toMatchObject({ title: 'Payment Failed', variant: 'destructive' });
    expect(returnToast('canceled')).toMatchObject({ title: 'Payment Failed' });
    expect(returnToast('unknown').title).toBe('Payment not confirmed yet');
  });
});

it("Stripe's form takes the app's palette, night in the dark", () => {
  const read = (name: string) => `value of ${name}`;
  expect(stripeAppearance(read, false)).toMatchObject({
    theme: 'stripe',
    variables: {
      colorPrimary: 'value of --fj-primary',
      colorBackground: 'value of --fj-surface',
      colorText: 'value of --fj-text',
    },
  });
  expect(stripeAppearance(read, true).theme).toBe('night');
});

it('the download keeps the name the server gives the file', () => {
  expect(attachmentFilename('attachment; filename="founder-journal-export-2026-11-24.zip"')).toBe(
    'founder-journal-export-2026-11-24.zip',
  );
  expect(attachmentFilename(null)).toBe('founder-journal-export.zip');
});

it('the screens use only the palette variables: no colour literal in their CSS', () => {
  const css = fs.readFileSync(path.join(__dirname, '../src/shared/settings.css'), 'utf8');
  expect(css.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi) ?? []).toEqual([]);
});
