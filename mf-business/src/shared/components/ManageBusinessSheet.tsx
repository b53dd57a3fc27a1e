import { Settings2 } from 'lucide-react';
import type { Business } from '@fj/contracts';
import { DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { useDeleteBusiness, useUpdateBusiness } from '../api/businessesApi';
import { businessColorStyle } from '../model/businessColors';
import { businessToFormValues, toUpdateBusinessRequest } from '../model/businessForm';
import { BusinessForm } from './BusinessForm';

const created = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The business itself opens from its dashboard header (decision 0902) (the whole header is the button's target), to be
 * renamed, recoloured or deleted (the name typed to confirm).
 */
export function ManageBusinessSheet({ business }: { business: Business }) {
  const update = useUpdateBusiness(business.id);
  const remove = useDeleteBusiness(business);
  const color = businessColorStyle(business.color);
  return (
    <DetailSheet
      trigger={
        <button type="button" className="fj-open fj-open--inline" aria-label={`Manage ${business.name}`}>
          <Settings2 size={16} aria-hidden="true" />
        </button>
      }
      title={business.name}
      editTitle="Edit Business"
      renderEdit={(close) => (
        <BusinessForm
          initial={businessToFormValues(business)}
          submitLabel="Save Changes"
          pendingLabel="Saving…"
          pending={update.isPending}
          onSubmit={(values) => {
            const body = toUpdateBusinessRequest(values);
            if (body) update.mutate(body, { onSuccess: close });
          }}
        />
      )}
      deleteLabel="Delete business"
      confirm={{
        title: `Delete ${business.name}?`,
        // With the title: 'Delete {name}? Its meetings, action items, ideas, content plans and revenue records will be deleted too.'
        description: 'Its meetings, action items, ideas, content plans and revenue records will be deleted too.',
        confirmLabel: 'Delete business',
        typeToConfirm: business.name,
      }}
      onDelete={() => remove.mutateAsync()}
    >
      <DetailList
        items={[
          ['Description', business.description],
          [
            'Colour',
            <span className="fjb-inline">
              <span className="fjb-dot" style={{ background: color.swatch }} aria-hidden="true" />
              {color.label}
            </span>,
          ],
          ['Created', created.format(new Date(business.createdAt))],
        ]}
      />
    </DetailSheet>
  );
}
