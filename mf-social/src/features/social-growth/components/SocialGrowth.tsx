import { Link } from 'react-router';
import { TrendingUp } from 'lucide-react';
import './socialGrowth.css';

/**
 * The Social Growth section of the home dashboard (spec §2), shown inside home through federation. Growth is measured
 * from snapshots of linked accounts over time, never generated; until accounts can be linked (issue 17) it says so and
 * offers the way there, with no figures.
 */
export function SocialGrowth() {
  return (
    <section className="fj-card fjs-growth" aria-labelledby="fjs-growth-title">
      <div className="fjs-growth__head">
        <h2 id="fjs-growth-title" className="fjs-growth__title">
          <TrendingUp size={18} aria-hidden="true" />
          Social Growth
        </h2>
        <Link to="/analytics" className="fjs-growth__all">
          View All
        </Link>
      </div>
      <p className="fj-muted fjs-growth__text">
        No linked accounts yet. Follower growth shows here once you connect one, measured from its real figures over time.
      </p>
      <Link to="/social-media" className="fj-btn fj-btn--outline fj-btn--md">
        Connect Platforms
      </Link>
    </section>
  );
}
