import {
  BarChart3,
  Briefcase,
  Check,
  Heart,
  Lock,
  NotebookPen,
  Quote,
  ShieldCheck,
  Smartphone,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Badge, buttonClass } from '@fj/ui';
import { BrandMark } from '../chrome/BrandMark';
import {
  FEATURES,
  FREE_PLAN,
  HERO_TITLE,
  LOGIN_URL,
  PREMIUM_PLAN,
  SIGN_UP_URL,
  QUOTE,
  TRUST_BADGES,
  type FeatureIcon,
} from './landingContent';
import './landing.css';

const FEATURE_ICONS: Record<FeatureIcon, LucideIcon> = {
  business: Briefcase,
  wellness: Heart,
  social: BarChart3,
  pwa: Smartphone,
  community: Users,
  notes: NotebookPen,
};

const TRUST_ICONS: readonly LucideIcon[] = [ShieldCheck, Lock, Smartphone];

/** Every call to action leaves the app for the create-account form (a full page load, not a client route). */
function LoginLink({ children, variant = 'primary' }: { children: string; variant?: 'primary' | 'outline' }) {
  return (
    <a href={SIGN_UP_URL} className={buttonClass({ variant, size: 'lg', block: true })}>
      {children}
    </a>
  );
}

function PlanFeatures({ features }: { features: readonly string[] }) {
  return (
    <ul className="fj-plan__features">
      {features.map((feature) => (
        <li key={feature}>
          <Check size={18} aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

export default function LandingPage() {
  return (
    <div className="fj-landing">
      <header className="fj-landing__header">
        <div className="fj-landing__brand">
          <BrandMark size={32} />
          <span>Founder Journal</span>
        </div>
        <div className="fj-landing__actions">
          <Badge variant="success">
            <ShieldCheck size={12} aria-hidden="true" />
            Secure
          </Badge>
          {/* Returning visitors: straight to the sign-in form (a full page load, like every call to action). */}
          <a href={LOGIN_URL} className="fj-landing__signin">
            Sign in
          </a>
        </div>
      </header>

      <main>
        <section className="fj-hero" aria-labelledby="hero-title">
          <p className="fj-hero__eyebrow">The entrepreneur journal</p>
          <h1 id="hero-title" className="fj-hero__title">
            {HERO_TITLE}
          </h1>
          <p className="fj-hero__lead">
            Track your businesses, your wellness and your growth in one app built for founders on the move.
          </p>
          <LoginLink>Start Your Journey Free</LoginLink>
          <p className="fj-hero__social-proof">
            <Users size={16} aria-hidden="true" />
            Join 1,000+ Entrepreneurs
          </p>
        </section>

        <figure className="fj-quote">
          <Quote size={22} aria-hidden="true" className="fj-quote__mark" />
          <blockquote>{QUOTE.text}</blockquote>
          <figcaption>— {QUOTE.author}</figcaption>
        </figure>

        <section className="fj-landing__section" aria-labelledby="features-title">
          <h2 id="features-title" className="fj-landing__h2">
            Everything a founder needs
          </h2>
          <div className="fj-features">
            {FEATURES.map(({ title, description, icon }) => {
              const Icon = FEATURE_ICONS[icon];
              return (
                <article key={title} className="fj-card fj-feature">
                  <div className="fj-feature__icon">
                    <Icon size={22} aria-hidden="true" />
                  </div>
                  <h3 className="fj-feature__title">{title}</h3>
                  <p className="fj-feature__text">{description}</p>
                </article>
              );
            })}
          </div>
        </section>

        <ul className="fj-trust" aria-label="Trust">
          {TRUST_BADGES.map((label, i) => {
            const Icon = TRUST_ICONS[i];
            return (
              <li key={label}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </li>
            );
          })}
        </ul>

        <section className="fj-landing__section" aria-labelledby="pricing-title">
          <h2 id="pricing-title" className="fj-landing__h2">
            Simple pricing
          </h2>
          <div className="fj-plans">
            <article className="fj-card fj-plan" aria-labelledby="plan-free">
              <h3 id="plan-free" className="fj-plan__name">
                {FREE_PLAN.name}
              </h3>
              <p className="fj-plan__price">
                {FREE_PLAN.price} <span>{FREE_PLAN.cadence}</span>
              </p>
              <PlanFeatures features={FREE_PLAN.features} />
              <LoginLink variant="outline">{FREE_PLAN.cta}</LoginLink>
            </article>

            <article className="fj-card fj-plan fj-plan--premium" aria-labelledby="plan-premium">
              <Badge variant="premium" className="fj-plan__deal">
                {PREMIUM_PLAN.deal}
              </Badge>
              <h3 id="plan-premium" className="fj-plan__name">
                {PREMIUM_PLAN.name}
              </h3>
              <p className="fj-plan__price">
                {PREMIUM_PLAN.price} <span>{PREMIUM_PLAN.cadence}</span>
              </p>
              <PlanFeatures features={PREMIUM_PLAN.features} />
              <p className="fj-plan__note">{PREMIUM_PLAN.note}</p>
              <LoginLink>{PREMIUM_PLAN.cta}</LoginLink>
            </article>
          </div>
        </section>

        <section className="fj-cta" aria-labelledby="cta-title">
          <h2 id="cta-title" className="fj-landing__h2">
            Ready to build your dream?
          </h2>
          <p>Start free today. Upgrade whenever you are ready.</p>
          <LoginLink>Get Started Now</LoginLink>
        </section>
      </main>

      <footer className="fj-landing__footer">
        {/* Pre-rendered at build time: in a new year the hydrating client shows the current one. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} Founder Journal</p>
        <p>
          <a href="/privacy">Privacy</a> · Only a strictly necessary session cookie, no tracking
        </p>
      </footer>
    </div>
  );
}
