import { useState } from 'react';
import type { MeetingAgendaTemplate } from '@fj/contracts';
import { Badge, Button, Card } from '@fj/ui';
import { MEETING_TYPE_LABELS } from '../../../shared/model/meetingLabels';
import { useDeleteTemplate } from '../api/agendaTemplatesApi';
import { firstFew } from '../model/userActionItems';

/** A template card shows its first 3 agenda items. Use fills a new meeting with it; Edit; Delete (asks first). */
export function TemplateCard({
  template,
  onUse,
  onEdit,
}: {
  template: MeetingAgendaTemplate;
  onUse: () => void;
  onEdit: () => void;
}) {
  const remove = useDeleteTemplate();
  const [confirming, setConfirming] = useState(false);
  const { shown, more } = firstFew(template.agendaItems);
  return (
    <Card className="fjm-template">
      <article aria-label={template.name}>
        <div className="fjm-template__head">
          <h3 className="fjm-template__name">{template.name}</h3>
          <Badge variant="secondary">{MEETING_TYPE_LABELS[template.templateType]}</Badge>
        </div>
        <p className="fj-muted">
          {template.defaultDuration} min · {template.agendaItems.length} agenda{' '}
          {template.agendaItems.length === 1 ? 'item' : 'items'}
        </p>
        {template.description && <p className="fjm-template__description">{template.description}</p>}
        <ul className="fjm-template__agenda" aria-label={`Agenda of ${template.name}`}>
          {shown.map((item, index) => (
            <li key={index}>
              <span>{item.title}</span>
              <span className="fj-muted">{item.timeAllocation} min</span>
            </li>
          ))}
        </ul>
        {more > 0 && <p className="fj-muted fjm-template__more">+{more} more</p>}
        {confirming ? (
          <div className="fjm-template__confirm" role="group" aria-label={`Delete ${template.name}?`}>
            <p>Delete this template?</p>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(template)}>
              Delete template
            </Button>
          </div>
        ) : (
          <div className="fjm-template__actions">
            <Button size="sm" onClick={onUse} aria-label={`Use ${template.name}`}>
              Use template
            </Button>
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${template.name}`}>
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="fj-btn--danger-text"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${template.name}`}
            >
              Delete
            </Button>
          </div>
        )}
      </article>
    </Card>
  );
}
