import { useState } from 'react';
import type { GrowthIdea, GrowthIdeaStatus } from '@fj/contracts';
import { Badge, Card } from '@fj/ui';
import { Select } from '@fj/ui/select';
import { optionsFrom } from '../../../../shared/SelectField';
import { useUpdateGrowthIdeaStatus } from '../../api/growthIdeasApi';
import { EFFORT_LABELS, GROWTH_IDEA_CATEGORY_LABELS, GROWTH_IDEA_STATUS_LABELS, IDEA_PRIORITY_LABELS } from '../../model/growthIdeas';
import { formatUsd } from '../../model/money';

const STATUS_OPTIONS = optionsFrom(GROWTH_IDEA_STATUS_LABELS);
const IMPACT_TONES = { low: 'secondary', medium: 'default', high: 'success', urgent: 'premium' } as const;

export function GrowthIdeaCard({ idea }: { idea: GrowthIdea }) {
  const update = useUpdateGrowthIdeaStatus(idea.businessId);
  // The chosen status shows at once while it saves; the refetched idea takes over when done.
  const [savingStatus, setSavingStatus] = useState<GrowthIdeaStatus | null>(null);
  const changeStatus = (status: GrowthIdeaStatus) => {
    setSavingStatus(status);
    update.mutate({ id: idea.id, body: { status } }, { onSettled: () => setSavingStatus(null) });
  };
  return (
    <Card className="fjb-item">
      <article aria-label={idea.title}>
        <div className="fjb-item__head">
          <h4 className="fjb-item__title">{idea.title}</h4>
          {idea.potentialRevenue !== null && (
            <span className="fjb-item__money">
              {formatUsd(idea.potentialRevenue)}
              <small>potential revenue</small>
            </span>
          )}
        </div>
        {idea.description && <p className="fjb-item__body">{idea.description}</p>}
        <div className="fjb-item__badges">
          <Badge variant={IMPACT_TONES[idea.priority]}>{IDEA_PRIORITY_LABELS[idea.priority]}</Badge>
          <Badge variant="outline">{EFFORT_LABELS[idea.implementationEffort]}</Badge>
          <Badge variant="secondary">{GROWTH_IDEA_CATEGORY_LABELS[idea.category]}</Badge>
        </div>
        <div className="fjb-item__status">
          <span className="fj-muted" aria-hidden="true">
            Status
          </span>
          <Select
            label={`Status of ${idea.title}`}
            value={savingStatus ?? idea.status}
            options={STATUS_OPTIONS}
            disabled={savingStatus !== null}
            onValueChange={(next) => changeStatus(next as GrowthIdeaStatus)}
          />
        </div>
      </article>
    </Card>
  );
}
