import { useState } from 'react';
import type { GrowthIdea, GrowthIdeaStatus } from '@fj/contracts';
import { Badge, Card, DetailList } from '@fj/ui';
import { DetailSheet } from '@fj/ui/dialog';
import { optionsFrom, Select } from '@fj/ui/select';
import { useChangeGrowthIdeaStatus, useDeleteGrowthIdea } from '../../api/growthIdeasApi';
import {
  EFFORT_LABELS,
  GROWTH_IDEA_CATEGORY_LABELS,
  GROWTH_IDEA_STATUS_LABELS,
  IDEA_PRIORITY_LABELS,
} from '../../model/growthIdeas';
import { formatUsd } from '../../model/money';
import { EditGrowthIdeaForm } from './GrowthIdeaForm';

const STATUS_OPTIONS = optionsFrom(GROWTH_IDEA_STATUS_LABELS);
const IMPACT_TONES = { low: 'secondary', medium: 'default', high: 'success', urgent: 'premium' } as const;

/** An idea: the dropdown moves it to any status (Undo in the toast); tapping the card opens it with Edit and Delete. */
export function GrowthIdeaCard({ idea }: { idea: GrowthIdea }) {
  const changeStatus = useChangeGrowthIdeaStatus(idea.businessId);
  const remove = useDeleteGrowthIdea(idea.businessId);
  // The chosen status shows at once while it saves; the refetched idea takes over when done.
  const [savingStatus, setSavingStatus] = useState<GrowthIdeaStatus | null>(null);
  const onStatus = (status: GrowthIdeaStatus) => {
    setSavingStatus(status);
    changeStatus.mutate({ record: idea, body: { status } }, { onSettled: () => setSavingStatus(null) });
  };
  return (
    <Card className="fjb-item fj-openable">
      <article aria-label={idea.title}>
        <div className="fjb-item__head">
          <h4 className="fjb-item__title">
            <DetailSheet
              trigger={
                <button type="button" className="fj-open">
                  {idea.title}
                </button>
              }
              title={idea.title}
              editTitle="Edit Growth Idea"
              renderEdit={(close) => <EditGrowthIdeaForm idea={idea} onSaved={close} />}
              deleteLabel="Delete idea"
              onDelete={() => remove(idea.id, idea.title)}
            >
              <DetailList
                items={[
                  ['Status', GROWTH_IDEA_STATUS_LABELS[idea.status]],
                  ['Category', GROWTH_IDEA_CATEGORY_LABELS[idea.category]],
                  ['Impact', IDEA_PRIORITY_LABELS[idea.priority]],
                  ['Effort', EFFORT_LABELS[idea.implementationEffort]],
                  ['Potential revenue', idea.potentialRevenue === null ? null : formatUsd(idea.potentialRevenue)],
                  ['Description', idea.description],
                ]}
              />
            </DetailSheet>
          </h4>
          {idea.potentialRevenue !== null && (
            <span className="fjb-item__money">
              {formatUsd(idea.potentialRevenue)}
              <small>potential revenue</small>
            </span>
          )}
        </div>
        {idea.description && <p className="fjb-item__body fjb-item__body--clamp">{idea.description}</p>}
        <div className="fjb-item__badges">
          <Badge variant={IMPACT_TONES[idea.priority]}>{IDEA_PRIORITY_LABELS[idea.priority]}</Badge>
          <Badge variant="outline">{EFFORT_LABELS[idea.implementationEffort]}</Badge>
          <Badge variant="secondary">{GROWTH_IDEA_CATEGORY_LABELS[idea.category]}</Badge>
        </div>
        <div className="fjb-item__status fj-above-open">
          <span className="fj-muted" aria-hidden="true">
            Status
          </span>
          <Select
            label={`Status of ${idea.title}`}
            value={savingStatus ?? idea.status}
            options={STATUS_OPTIONS}
            disabled={savingStatus !== null}
            onValueChange={(next) => onStatus(next as GrowthIdeaStatus)}
          />
        </div>
      </article>
    </Card>
  );
}
