import { Lock } from 'lucide-react';
import { ADVANCED_ANALYTICS_PREMIUM } from '@fj/contracts/messages';
import { Card, CardContent, UpgradeLink } from '@fj/ui';

/** Free plan: what advanced analytics holds, locked, with the upgrade (the server refuses these reads with 403). */
export function LockedAdvanced() {
  return (
    <section className="fjb-section" aria-labelledby="fja-advanced">
      <h2 id="fja-advanced" className="fj-section-title">
        Advanced Analytics
      </h2>
      <Card>
        <CardContent className="fja-locked">
          <Lock size={22} aria-hidden="true" />
          <p className="fja-locked__title">{ADVANCED_ANALYTICS_PREMIUM}</p>
          <ul className="fja-locked__list">
            <li>Revenue and clients per business over 30, 90 and 365 days</li>
            <li>Completed content by type, beside the revenue of those weeks</li>
            <li>CSV export of every recorded figure</li>
          </ul>
          <UpgradeLink />
        </CardContent>
      </Card>
    </section>
  );
}
