import { Link } from 'react-router';
import type { BusinessOverview as Overview } from '@fj/contracts';
import { businessColorStyle } from '../../../shared/model/businessColors';
import { formatUsd } from '../model/figures';

const asOf = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Revenue and clients per business, from its latest recorded metric (and when that was). */
export function BusinessOverview({ businesses }: { businesses: readonly Overview[] }) {
  return (
    <section className="fjb-section" aria-labelledby="fja-overview">
      <h2 id="fja-overview" className="fj-section-title">
        Business Overview
      </h2>
      {businesses.length === 0 ? (
        <p className="fj-muted fja-empty-line">No businesses yet.</p>
      ) : (
        <ul className="fja-businesses fj-card" aria-label="Business Overview">
          {businesses.map((b) => (
            <li key={b.id} className="fja-business">
              <Link to={`/business/${b.id}`} className="fja-business__name">
                <span
                  className="fjb-dot"
                  style={{ background: businessColorStyle(b.color).swatch }}
                  aria-hidden="true"
                />
                {b.name}
              </Link>
              {b.latestMetric ? (
                <>
                  <span className="fja-business__figures">
                    <strong>{formatUsd(b.latestMetric.revenue)}</strong> · {b.latestMetric.clients}{' '}
                    {b.latestMetric.clients === 1 ? 'client' : 'clients'}
                  </span>
                  <span className="fja-business__date">
                    Latest figures, {asOf.format(new Date(`${b.latestMetric.date}T00:00:00Z`))}
                  </span>
                </>
              ) : (
                <span className="fja-business__date">No figures recorded yet</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
