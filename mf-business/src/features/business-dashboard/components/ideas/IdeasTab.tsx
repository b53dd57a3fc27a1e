import { Lightbulb } from 'lucide-react';
import { useGrowthIdeas } from '../../api/growthIdeasApi';
import { groupGrowthIdeas } from '../../model/growthIdeas';
import { RecordGroup, RecordsTabSection } from '../RecordsTabSection';
import { GrowthIdeaCard } from './GrowthIdeaCard';
import { NewGrowthIdeaForm } from './GrowthIdeaForm';

/** Growth ideas grouped 'In Progress', 'Implemented' and 'On Hold'; a dropdown moves any idea anywhere. */
export function IdeasTab({ businessId }: { businessId: string }) {
  return (
    <RecordsTabSection
      id="fjb-ideas"
      title="Growth Ideas"
      what="growth ideas"
      query={useGrowthIdeas(businessId)}
      newLabel="New Idea"
      dialogTitle="New Growth Idea"
      renderForm={(close) => <NewGrowthIdeaForm businessId={businessId} onSaved={close} />}
      empty={{
        icon: <Lightbulb size={28} aria-hidden="true" />,
        title: 'No growth ideas yet',
        description: 'Capture ideas to grow this business, weigh their impact and effort, and track them to done.',
      }}
      skeletonHeight={160}
    >
      {(ideas) =>
        groupGrowthIdeas(ideas)
          .filter((group) => group.ideas.length > 0)
          .map((group) => (
            <RecordGroup key={group.key} heading={group.heading} count={group.ideas.length}>
              <ul className="fjb-cards" aria-label={group.heading}>
                {group.ideas.map((idea) => (
                  <li key={idea.id}>
                    <GrowthIdeaCard idea={idea} />
                  </li>
                ))}
              </ul>
            </RecordGroup>
          ))
      }
    </RecordsTabSection>
  );
}
