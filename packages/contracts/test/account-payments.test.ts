import { createPaymentIntentSchema, deleteAccountSchema, updateProfileSchema } from '../src';
import { PREMIUM_AMOUNT_INVALID, PREMIUM_CURRENCY_INVALID, PROFILE_IMAGE_URL_INVALID } from '../src/messages';

const issue = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('the Premium payment body', () => {
  it('accepts only the price the server sets: 3000 pence, in pounds', () => {
    expect(createPaymentIntentSchema.parse({ amount: 3000 })).toEqual({ amount: 3000 });
    expect(createPaymentIntentSchema.parse({ amount: 3000, currency: 'GBP' })).toEqual({
      amount: 3000,
      currency: 'GBP',
    });
    for (const amount of [1, 2999, 3001, 30, '3000', -3000, 3000.5])
      expect(issue(createPaymentIntentSchema.safeParse({ amount }))).toBe(PREMIUM_AMOUNT_INVALID);
    expect(issue(createPaymentIntentSchema.safeParse({ amount: 3000, currency: 'usd' }))).toBe(
      PREMIUM_CURRENCY_INVALID,
    );
    expect(createPaymentIntentSchema.safeParse({ amount: 3000, price: 1 }).success).toBe(false);
  });
});

describe('the profile edit', () => {
  it('trims names, clears blanks, and keeps what is left out', () => {
    expect(updateProfileSchema.parse({ firstName: '  Ada ', lastName: '' })).toEqual({
      firstName: 'Ada',
      lastName: null,
    });
    expect(updateProfileSchema.parse({})).toEqual({});
  });

  it('takes https picture links only, or nothing', () => {
    expect(updateProfileSchema.parse({ profileImageUrl: ' https://images.example.com/me.png ' })).toEqual({
      profileImageUrl: 'https://images.example.com/me.png',
    });
    expect(updateProfileSchema.parse({ profileImageUrl: '' })).toEqual({ profileImageUrl: null });
    expect(updateProfileSchema.parse({ profileImageUrl: null })).toEqual({ profileImageUrl: null });
    for (const url of [
      'http://images.example.com/me.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'images.example.com/me.png',
      'https://',
    ]) {
      expect(issue(updateProfileSchema.safeParse({ profileImageUrl: url }))).toBe(PROFILE_IMAGE_URL_INVALID);
    }
  });

  it('cannot touch the email, Premium or admin', () => {
    expect(updateProfileSchema.safeParse({ isPremium: true }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ email: 'x@example.com' }).success).toBe(false);
  });
});

it('account deletion needs the typed email', () => {
  expect(deleteAccountSchema.safeParse({}).success).toBe(false);
  expect(deleteAccountSchema.safeParse({ email: '  ' }).success).toBe(false);
  expect(deleteAccountSchema.parse({ email: ' Ada@Example.com ' })).toEqual({ email: 'Ada@Example.com' });
});
