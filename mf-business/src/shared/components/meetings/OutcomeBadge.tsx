import type { MeetingOutcome } from '@fj/contracts';
import { Badge } from '@fj/ui';
import { MEETING_OUTCOME_LABELS, MEETING_OUTCOME_TONES } from '../../model/meetingLabels';

export function OutcomeBadge({ outcome }: { outcome: MeetingOutcome }) {
  return <Badge variant={MEETING_OUTCOME_TONES[outcome]}>{MEETING_OUTCOME_LABELS[outcome]}</Badge>;
}
