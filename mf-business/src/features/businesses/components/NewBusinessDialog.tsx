import type { ReactNode } from 'react';
import { FormDialog } from '../../../shared/FormDialog';
import { NewBusinessForm } from './NewBusinessForm';

/** The New Business dialog opened by `trigger`; it closes once the business exists. */
export function NewBusinessDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <FormDialog trigger={trigger} title="New Business" description="Track revenue, clients, meetings and ideas for it.">
      {(close) => <NewBusinessForm onCreated={close} />}
    </FormDialog>
  );
}
