import { useState, type ReactNode } from 'react';
import { FREE_PLAN_BUSINESS_LIMIT, FREE_PLAN_LIMIT_MESSAGE } from '@fj/contracts/messages';
import { PlanLimitCard } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useCreateBusiness } from '../../../shared/api/businessesApi';
import { toCreateBusinessRequest } from '../../../shared/model/businessForm';
import { BUSINESS_NOUN } from '../model/planLimit';
import { BusinessForm } from '../../../shared/components/BusinessForm';

/**
 * The New Business dialog opened by `trigger`; it closes once the business exists. On the Free plan with its one
 * business it shows the limit and the upgrade instead of a form the server would refuse. Which of the two is decided
 * as it opens: the business just created must not turn the open form into the limit card before it closes.
 */
export function NewBusinessDialog({
  trigger,
  limitReached,
  businessCount,
}: {
  trigger: ReactNode;
  limitReached: boolean;
  businessCount: number;
}) {
  const [showLimit, setShowLimit] = useState(limitReached);
  return (
    <FormDialog
      trigger={trigger}
      title="New Business"
      description={showLimit ? undefined : 'Track revenue, clients, meetings and ideas for it.'}
      onOpenChange={(open) => open && setShowLimit(limitReached)}
    >
      {(close) =>
        showLimit ? (
          <PlanLimitCard
            used={businessCount}
            limit={FREE_PLAN_BUSINESS_LIMIT}
            noun={BUSINESS_NOUN}
            message={FREE_PLAN_LIMIT_MESSAGE}
          />
        ) : (
          <NewBusinessForm onCreated={close} />
        )
      }
    </FormDialog>
  );
}

function NewBusinessForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateBusiness();
  return (
    <BusinessForm
      submitLabel="Create Business"
      pendingLabel="Creating…"
      pending={create.isPending}
      onSubmit={(values) => {
        const body = toCreateBusinessRequest(values);
        if (body) create.mutate(body, { onSuccess: onCreated });
      }}
    />
  );
}
