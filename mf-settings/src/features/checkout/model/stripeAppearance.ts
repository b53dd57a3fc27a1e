import type { Appearance } from '@stripe/stripe-js';

/**
 * The Payment Element in the app's own colours: Stripe draws it in its own frame, so it gets the current values of
 * our palette's variables (light or dark, whatever the theme) rather than colours of its own.
 */
export function stripeAppearance(readVariable: (name: string) => string, dark: boolean): Appearance {
  return {
    theme: dark ? 'night' : 'stripe',
    variables: {
      colorPrimary: readVariable('--fj-primary'),
      colorBackground: readVariable('--fj-surface'),
      colorText: readVariable('--fj-text'),
      colorTextSecondary: readVariable('--fj-text-muted'),
      colorDanger: readVariable('--fj-danger'),
      fontFamily: readVariable('--fj-font'),
      borderRadius: readVariable('--fj-radius-sm'),
      fontSizeBase: '16px',
    },
  };
}

/** The appearance for the page as it is now. */
export function currentStripeAppearance(root: HTMLElement = document.documentElement): Appearance {
  const style = getComputedStyle(root);
  return stripeAppearance((name) => style.getPropertyValue(name).trim(), style.colorScheme.includes('dark'));
}
