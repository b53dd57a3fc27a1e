import { Lightbulb, Plus } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '@fj/ui';
import { FormDialog } from '../../../../shared/FormDialog';
import { LoadError } from '../../../../shared/LoadError';
import { useGrowthIdeas } from '../../api/growthIdeasApi';
import { groupGrowthIdeas } from '../../model/growthIdeas';
import { TabSectionHeader } from '../TabSectionHeader';
import { GrowthIdeaCard } from './GrowthIdeaCard';
import { GrowthIdeaForm } from './GrowthIdeaForm';

/** Spec §2/§4: growth ideas grouped 'In Progress', 'Implemented' and 'On Hold'; a dropdown moves any idea anywhere. */
export function IdeasTab({ businessId }: { businessId: string }) {
  const ideas = useGrowthIdeas(businessId);
  return (
    <section className="fjb-section" aria-labelledby="fjb-ideas">
      <TabSectionHeader
        id="fjb-ideas"
        title="Growth Ideas"
        count={ideas.data?.length}
        action={
          <FormDialog
            title="New Growth Idea"
            trigger={
              <Button size="sm">
                <Plus size={16} aria-hidden="true" />
                New Idea
              </Button>
            }
          >
            {(close) => <GrowthIdeaForm businessId={businessId} onSaved={close} />}
          </FormDialog>
        }
      />
      {ideas.isPending ? (
        <Skeleton style={{ height: 160 }} />
      ) : ideas.isError ? (
        <LoadError what="growth ideas" onRetry={() => void ideas.refetch()} />
      ) : ideas.data.length === 0 ? (
        <EmptyState icon={<Lightbulb size={28} aria-hidden="true" />} title="No growth ideas yet" description="Capture ideas to grow this business, weigh their impact and effort, and track them to done." />
      ) : (
        groupGrowthIdeas(ideas.data)
          .filter((group) => group.ideas.length > 0)
          .map((group) => (
            <div key={group.key} className="fjb-group">
              <h4 className="fjb-group__heading">
                {group.heading} <span className="fjb-group__count">{group.ideas.length}</span>
              </h4>
              <ul className="fjb-cards" aria-label={group.heading}>
                {group.ideas.map((idea) => (
                  <li key={idea.id}>
                    <GrowthIdeaCard idea={idea} />
                  </li>
                ))}
              </ul>
            </div>
          ))
      )}
    </section>
  );
}
