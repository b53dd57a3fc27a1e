export { CheckoutPage as default } from '../features/checkout/components/CheckoutPage';
