import { screen, within } from '@testing-library/react';
import { renderShell } from './helpers';

describe('landing page', () => {
  beforeEach(async () => {
    await renderShell('/', null);
    await screen.findByRole('heading', { level: 1, name: 'Transform Your Entrepreneurial Dreams Into Reality' });
  });

  it('has the brand, the Secure badge and a Sign in link for returning visitors in its header', () => {
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Founder Journal');
    expect(header).toHaveTextContent('Secure');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
  });

  it.each(['Start Your Journey Free', 'Start Free', 'Get Founder Access', 'Get Started Now'])(
    '"%s" opens sign-up',
    (name) => {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/api/login?mode=register');
    },
  );

  it('shows the six feature cards', () => {
    for (const title of [
      'Business Tracking',
      'Wellness Integration',
      'Social Media Analytics',
      'PWA Experience',
      'Community Platform',
      'Smart Notes & Admin',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('shows the claim, the trust badges and an attributed quote', () => {
    expect(screen.getByText('Join 1,000+ Entrepreneurs')).toBeInTheDocument();
    for (const badge of ['GDPR Compliant', 'Stripe Secure', 'PWA Ready'])
      expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByText('The way to get started is to quit talking and begin doing.')).toBeInTheDocument();
    expect(screen.getByText('— Walt Disney')).toBeInTheDocument();
  });

  it('prices the Free Plan at £0 and Premium at £30 one-time with no recurring charges', () => {
    const free = screen.getByRole('article', { name: 'Free Plan' });
    expect(free).toHaveTextContent('£0');
    for (const f of ['1 business', 'Basic tracking', 'Social media integration', 'Mobile PWA'])
      expect(free).toHaveTextContent(f);
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(premium).toHaveTextContent('£30');
    expect(premium).toHaveTextContent('one-time');
    expect(premium).toHaveTextContent('Founder Deal');
    expect(premium).toHaveTextContent('No recurring charges');
    for (const f of [
      'Unlimited businesses',
      'Advanced analytics & reporting',
      'Apple Health integration',
      'Multiple podcast tracking',
      'RSS feed reader',
      'Hormonal cycle tracking',
      'Priority support',
    ]) {
      expect(premium).toHaveTextContent(f);
    }
  });
});
