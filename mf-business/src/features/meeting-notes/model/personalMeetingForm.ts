import type {
  CreateMeetingNoteRequest,
  MeetingAgendaTemplate,
  MeetingNote,
  MeetingOutcome,
  MeetingType,
  UpdateMeetingNoteRequest,
} from '@fj/contracts';
import { DEFAULT_MEETING_DURATION, DURATION_NEGATIVE } from '@fj/contracts/messages';
import type { FieldErrors } from '@fj/ui';
import {
  EMPTY_MEETING_FORM,
  meetingToFormValues,
  toUpdateMeetingRequest,
  validateMeetingForm,
  type MeetingFormValues,
} from '../../../shared/model/meetingForm';

// The personal meeting form is the business meeting form (decision 1102) with the personal screen's choices and
// defaults, a business to choose, and the 60-minute fallback for a duration that is not a number
// (docs/product.md#personal-meetings).

/** The types and outcomes this screen offers, in this order. */
export const PERSONAL_MEETING_TYPE_CHOICES = [
  'team',
  'client',
  'vendor',
  'investor',
  'strategy',
] as const satisfies readonly MeetingType[];
export const PERSONAL_MEETING_OUTCOME_CHOICES = [
  'positive',
  'neutral',
  'negative',
  'needs_follow_up',
] as const satisfies readonly MeetingOutcome[];

export interface PersonalMeetingFormValues extends MeetingFormValues {
  /** '' = not tied to a business */
  businessId: string;
}

/** Type team, outcome neutral, 60 minutes; the business is the one the screen is filtered to, if any. */
export const emptyPersonalMeetingForm = (businessId: string | null = null): PersonalMeetingFormValues => ({
  ...EMPTY_MEETING_FORM,
  duration: String(DEFAULT_MEETING_DURATION),
  meetingType: 'team',
  outcome: 'neutral',
  businessId: businessId ?? '',
});

/** A meeting to edit; its location (not on this form) travels along, so the full update keeps it. */
export const personalMeetingToFormValues = (meeting: MeetingNote): PersonalMeetingFormValues => ({
  ...meetingToFormValues(meeting),
  businessId: meeting.businessId ?? '',
});

/** An agenda as meeting notes: one line per item with its minutes. */
export const agendaAsNotes = (template: Pick<MeetingAgendaTemplate, 'agendaItems'>) =>
  template.agendaItems.map((item) => `${item.title} (${item.timeAllocation} min)`).join('\n');

/** Picking a template fills title, duration, type and notes (agenda lines with minutes). */
export const withTemplate = (
  values: PersonalMeetingFormValues,
  template: MeetingAgendaTemplate,
): PersonalMeetingFormValues => ({
  ...values,
  title: template.name,
  duration: String(template.defaultDuration),
  meetingType: template.templateType,
  notes: agendaAsNotes(template),
});

/** The duration falls back to 60 when it is not a number. */
export function durationMinutes(text: string): number {
  const minutes = Number.parseInt(text, 10);
  return Number.isNaN(minutes) ? DEFAULT_MEETING_DURATION : minutes;
}

/** Title and meetingDate are required (inline here, plus the 'Error' toast from the form). */
export function validatePersonalMeetingForm(
  values: PersonalMeetingFormValues,
): FieldErrors<'title' | 'meetingDate' | 'duration'> {
  const minutes = durationMinutes(values.duration);
  return {
    ...validateMeetingForm(values),
    duration: minutes < 0 ? DURATION_NEGATIVE : minutes > 24 * 60 ? 'Duration is at most 24 hours' : undefined,
  };
}

/** PUT /api/meeting-notes/{id}: the business form's full update, with the 60-minute fallback. null when incomplete. */
export function toUpdatePersonalMeetingRequest(values: PersonalMeetingFormValues): UpdateMeetingNoteRequest | null {
  const fields = toUpdateMeetingRequest(values);
  return fields && { ...fields, duration: durationMinutes(values.duration) };
}

/** POST /api/meeting-notes (method and path the right way round, decision 1102); null when incomplete. */
export function toCreatePersonalMeetingRequest(values: PersonalMeetingFormValues): CreateMeetingNoteRequest | null {
  const fields = toUpdatePersonalMeetingRequest(values);
  return fields && { ...fields, businessId: values.businessId || null };
}
