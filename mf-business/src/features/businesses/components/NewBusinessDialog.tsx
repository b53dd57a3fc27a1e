import type { ReactNode } from 'react';
import { FREE_PLAN_BUSINESS_LIMIT, FREE_PLAN_LIMIT_MESSAGE } from '@fj/contracts/messages';
import { PlanLimitCard } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { useCreateBusiness } from '../api/businessesApi';
import { toCreateBusinessRequest } from '../model/businessForm';
import { BUSINESS_NOUN } from '../model/planLimit';
import { BusinessForm } from './BusinessForm';

/**
 * The New Business dialog opened by `trigger`; it closes once the business exists. On the Free plan with its one
 * business it shows the limit and the upgrade instead of a form the server would refuse.
 */
export function NewBusinessDialog({ trigger, limitReached, businessCount }: { trigger: ReactNode; limitReached: boolean; businessCount: number }) {
  return (
    <FormDialog
      trigger={trigger}
      title="New Business"
      description={limitReached ? undefined : 'Track revenue, clients, meetings and ideas for it.'}
    >
      {(close) =>
        limitReached ? (
          <PlanLimitCard used={businessCount} limit={FREE_PLAN_BUSINESS_LIMIT} noun={BUSINESS_NOUN} message={FREE_PLAN_LIMIT_MESSAGE} />
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
