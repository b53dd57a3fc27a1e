import type { CreateMeetingNoteRequest, MeetingAgendaTemplate, MeetingNote, MeetingOutcome, MeetingType, UpdateMeetingNoteRequest } from '@fj/contracts';
import { DEFAULT_MEETING_DURATION, DURATION_NEGATIVE, MEETING_DATE_REQUIRED, MEETING_TITLE_REQUIRED } from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';
import { isoToLocalDateTime, localDateTimeToIso } from '../../business-dashboard/model/dates';
import { optionalText } from '../../business-dashboard/model/formValues';

/** Spec §3, meeting note (personal): the types and outcomes this screen offers, in this order. */
export const PERSONAL_MEETING_TYPE_CHOICES = ['team', 'client', 'vendor', 'investor', 'strategy'] as const satisfies readonly MeetingType[];
export const PERSONAL_MEETING_OUTCOME_CHOICES = ['positive', 'neutral', 'negative', 'needs_follow_up'] as const satisfies readonly MeetingOutcome[];

export interface PersonalMeetingFormValues {
  title: string;
  /** `datetime-local` value (local wall time) */
  meetingDate: string;
  /** minutes, as typed */
  duration: string;
  meetingType: MeetingType;
  outcome: MeetingOutcome;
  attendees: string;
  notes: string;
  actionItems: string;
  /** yyyy-MM-dd or '' */
  followUpDate: string;
  /** '' = not tied to a business */
  businessId: string;
}

/** Spec §5: type team, outcome neutral, 60 minutes; the business is the one the screen is filtered to, if any. */
export const emptyPersonalMeetingForm = (businessId: string | null = null): PersonalMeetingFormValues => ({
  title: '',
  meetingDate: '',
  duration: String(DEFAULT_MEETING_DURATION),
  meetingType: 'team',
  outcome: 'neutral',
  attendees: '',
  notes: '',
  actionItems: '',
  followUpDate: '',
  businessId: businessId ?? '',
});

export const personalMeetingToFormValues = (meeting: MeetingNote): PersonalMeetingFormValues => ({
  title: meeting.title,
  meetingDate: isoToLocalDateTime(meeting.meetingDate),
  duration: meeting.duration === null ? '' : String(meeting.duration),
  meetingType: meeting.meetingType,
  outcome: meeting.outcome,
  attendees: meeting.attendees ?? '',
  notes: meeting.notes ?? '',
  actionItems: meeting.actionItems ?? '',
  followUpDate: meeting.followUpDate?.slice(0, 10) ?? '',
  businessId: meeting.businessId ?? '',
});

/** An agenda as meeting notes: one line per item with its minutes. */
export const agendaAsNotes = (template: Pick<MeetingAgendaTemplate, 'agendaItems'>) =>
  template.agendaItems.map((item) => `${item.title} (${item.timeAllocation} min)`).join('\n');

/** Spec §9: picking a template fills title, duration, type and notes (agenda lines with minutes). */
export const withTemplate = (values: PersonalMeetingFormValues, template: MeetingAgendaTemplate): PersonalMeetingFormValues => ({
  ...values,
  title: template.name,
  duration: String(template.defaultDuration),
  meetingType: template.templateType,
  notes: agendaAsNotes(template),
});

/** Spec §5: the duration falls back to 60 when it is not a number. */
export function durationMinutes(text: string): number {
  const minutes = Number.parseInt(text, 10);
  return Number.isNaN(minutes) ? DEFAULT_MEETING_DURATION : minutes;
}

/** Spec §5: title and meetingDate are required (inline here, plus the spec's 'Error' toast from the form). */
export function validatePersonalMeetingForm(values: PersonalMeetingFormValues): FieldErrors<'title' | 'meetingDate' | 'duration'> {
  const minutes = durationMinutes(values.duration);
  return {
    title: isBlank(values.title) ? MEETING_TITLE_REQUIRED : undefined,
    meetingDate: localDateTimeToIso(values.meetingDate) === null ? MEETING_DATE_REQUIRED : undefined,
    duration: minutes < 0 ? DURATION_NEGATIVE : minutes > 24 * 60 ? 'Duration is at most 24 hours' : undefined,
  };
}

/** The fields POST and PUT share; null when incomplete. */
function meetingFields(values: PersonalMeetingFormValues): UpdateMeetingNoteRequest | null {
  const meetingDate = localDateTimeToIso(values.meetingDate);
  const title = values.title.trim();
  if (!title || !meetingDate) return null;
  return {
    title,
    meetingDate,
    duration: durationMinutes(values.duration),
    meetingType: values.meetingType,
    outcome: values.outcome,
    attendees: optionalText(values.attendees),
    notes: optionalText(values.notes),
    actionItems: optionalText(values.actionItems),
    followUpDate: values.followUpDate ? `${values.followUpDate}T00:00:00.000Z` : null,
  };
}

/** POST /api/meeting-notes (the spec's call, with method and path the right way round). */
export function toCreatePersonalMeetingRequest(values: PersonalMeetingFormValues): CreateMeetingNoteRequest | null {
  const fields = meetingFields(values);
  return fields && { ...fields, businessId: values.businessId || null };
}

/**
 * PUT /api/meeting-notes/{id} is a full update: a business meeting's location (not on this form) is sent back as it
 * was, so editing it here does not clear it.
 */
export function toUpdatePersonalMeetingRequest(values: PersonalMeetingFormValues, meeting: MeetingNote): UpdateMeetingNoteRequest | null {
  const fields = meetingFields(values);
  return fields && { ...fields, location: meeting.location };
}
