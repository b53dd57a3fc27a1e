import type { CreateMeetingNoteRequest, MeetingOutcome, MeetingType } from '@fj/contracts';
import { localDateTimeToIso } from './dates';
import { optionalText, parseIntegerOrNull } from './formValues';

export interface MeetingFormValues {
  title: string;
  /** `datetime-local` value (local wall time) */
  meetingDate: string;
  /** minutes, as typed */
  duration: string;
  meetingType: MeetingType;
  outcome: MeetingOutcome;
  attendees: string;
  location: string;
  notes: string;
  actionItems: string;
  /** yyyy-MM-dd or '' */
  followUpDate: string;
}

/** Spec §5: type client, outcome positive. */
export const EMPTY_MEETING_FORM: MeetingFormValues = {
  title: '',
  meetingDate: '',
  duration: '',
  meetingType: 'client',
  outcome: 'positive',
  attendees: '',
  location: '',
  notes: '',
  actionItems: '',
  followUpDate: '',
};

/** Spec §5: title (after trimming) and meetingDate are required. */
export const isMeetingFormComplete = (values: MeetingFormValues) =>
  values.title.trim() !== '' && localDateTimeToIso(values.meetingDate) !== null;

/** The POST /api/meeting-notes body; null when incomplete (the submit is then ignored). Dates go as ISO strings. */
export function toCreateMeetingRequest(values: MeetingFormValues, businessId: string): CreateMeetingNoteRequest | null {
  const meetingDate = localDateTimeToIso(values.meetingDate);
  const title = values.title.trim();
  if (!title || !meetingDate) return null;
  return {
    businessId,
    title,
    meetingDate,
    duration: parseIntegerOrNull(values.duration),
    meetingType: values.meetingType,
    outcome: values.outcome,
    attendees: optionalText(values.attendees),
    location: optionalText(values.location),
    notes: optionalText(values.notes),
    actionItems: optionalText(values.actionItems),
    // A calendar date: midnight UTC of that day, read back in UTC (formatCalendarDate).
    followUpDate: values.followUpDate ? `${values.followUpDate}T00:00:00.000Z` : null,
  };
}
