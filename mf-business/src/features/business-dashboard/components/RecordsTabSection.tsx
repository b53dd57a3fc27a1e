import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button, EmptyState, LoadError, Skeleton, useWithoutPendingRemovals } from '@fj/ui';
import { FormDialog } from '@fj/ui/dialog';
import { TabSectionHeader } from './TabSectionHeader';

interface RecordsTabSectionProps<T extends { id: string }> {
  id: string;
  title: string;
  /** Lower-case name for the load-error message, e.g. "meetings". */
  what: string;
  query: UseQueryResult<T[]>;
  newLabel: string;
  dialogTitle: string;
  renderForm: (close: () => void) => ReactNode;
  empty: { icon: ReactNode; title: string; description: string };
  skeletonHeight?: number;
  children: (records: T[]) => ReactNode;
}

/**
 * One dashboard tab listing a business's records: header with a create dialog, then loading / error / empty / list.
 * Records deleted a moment ago (their Undo toast still open) are already left out.
 */
export function RecordsTabSection<T extends { id: string }>({
  id,
  title,
  what,
  query,
  newLabel,
  dialogTitle,
  renderForm,
  empty,
  skeletonHeight = 140,
  children,
}: RecordsTabSectionProps<T>) {
  const records = useWithoutPendingRemovals(query.data ?? []);
  return (
    <section className="fjb-section" aria-labelledby={id}>
      <TabSectionHeader
        id={id}
        title={title}
        count={query.data ? records.length : undefined}
        action={
          <FormDialog
            title={dialogTitle}
            trigger={
              <Button size="sm">
                <Plus size={16} aria-hidden="true" />
                {newLabel}
              </Button>
            }
          >
            {renderForm}
          </FormDialog>
        }
      />
      {query.isPending ? (
        <Skeleton style={{ height: skeletonHeight }} />
      ) : query.isError ? (
        <LoadError what={what} onRetry={() => void query.refetch()} />
      ) : records.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        children(records)
      )}
    </section>
  );
}

/** A titled group of records (action items by status, ideas by stage). */
export function RecordGroup({ heading, count, children }: { heading: string; count: number; children: ReactNode }) {
  return (
    <div className="fjb-group">
      <h4 className="fjb-group__heading">
        {heading} <span className="fjb-group__count">{count}</span>
      </h4>
      {children}
    </div>
  );
}
