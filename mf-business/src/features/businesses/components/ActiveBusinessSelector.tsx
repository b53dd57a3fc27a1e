import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { Business } from '@fj/contracts';
import { Card, CardContent, selectBusiness } from '@fj/ui';
import { Select } from '@fj/ui/select';
import { businessColorStyle } from '../../../shared/model/businessColors';

/**
 * The active business (docs/product.md#selected-business), shared across the app through the @fj/ui selected-business
 * store.
 */
export function ActiveBusinessSelector({
  businesses,
  selected,
}: {
  businesses: readonly Business[];
  selected: Business | null;
}) {
  return (
    <Card>
      <CardContent className="fjb-active">
        <span className="fj-label" aria-hidden="true">
          Active business
        </span>
        <Select
          label="Active business"
          value={selected?.id}
          placeholder="Choose a business"
          onValueChange={(id) => selectBusiness(id)}
          options={businesses.map((b) => ({
            value: b.id,
            label: (
              <span className="fjb-active__option">
                <span
                  className="fjb-dot"
                  style={{ background: businessColorStyle(b.color).swatch }}
                  aria-hidden="true"
                />
                {b.name}
              </span>
            ),
          }))}
        />
        {selected && (
          <Link className="fjb-active__open" to={`/business/${selected.id}`}>
            Open {selected.name} dashboard
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
