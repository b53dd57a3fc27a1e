import type {
  CreateMeetingNoteRequest,
  MeetingNote,
  MeetingOutcome,
  MeetingType,
  UpdateMeetingNoteRequest,
} from '@fj/contracts';
import { DURATION_NEGATIVE, MEETING_DATE_REQUIRED, MEETING_TITLE_REQUIRED } from '@fj/contracts/messages';
import { isBlank, type FieldErrors } from '@fj/ui';
import { isoToLocalDateTime, localDateTimeToIso } from './dates';
import { numberText, optionalText, parseIntegerOrNull, typedNumber } from './formValues';

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

/** Type client, outcome positive (docs/product.md#business-meetings). */
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

export const meetingToFormValues = (meeting: MeetingNote): MeetingFormValues => ({
  title: meeting.title,
  meetingDate: isoToLocalDateTime(meeting.meetingDate),
  duration: numberText(meeting.duration),
  meetingType: meeting.meetingType,
  outcome: meeting.outcome,
  attendees: meeting.attendees ?? '',
  location: meeting.location ?? '',
  notes: meeting.notes ?? '',
  // One per line: the server keeps the items whose line stays, with their status (decision 2704).
  actionItems: meeting.actionItems.map((i) => i.title).join('\n'),
  followUpDate: meeting.followUpDate?.slice(0, 10) ?? '',
});

/**
 * Title (after trimming) and meetingDate are required; each missing field says so inline (decision 0901). A duration,
 * when given, is whole minutes ≥ 0.
 */
export function validateMeetingForm(values: MeetingFormValues): FieldErrors<'title' | 'meetingDate' | 'duration'> {
  const duration = typedNumber(values.duration);
  return {
    title: isBlank(values.title) ? MEETING_TITLE_REQUIRED : undefined,
    meetingDate: localDateTimeToIso(values.meetingDate) === null ? MEETING_DATE_REQUIRED : undefined,
    duration:
      duration !== null && !(duration >= 0)
        ? Number.isNaN(duration)
          ? 'Duration must be a number of minutes'
          : DURATION_NEGATIVE
        : undefined,
  };
}

/** Every field but the business, as POST and PUT send them. Dates go as ISO strings. null when incomplete. */
function meetingFields(values: MeetingFormValues): UpdateMeetingNoteRequest | null {
  const meetingDate = localDateTimeToIso(values.meetingDate);
  const title = values.title.trim();
  if (!title || !meetingDate) return null;
  return {
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

/** The POST /api/meeting-notes body; null when incomplete. */
export function toCreateMeetingRequest(values: MeetingFormValues, businessId: string): CreateMeetingNoteRequest | null {
  const fields = meetingFields(values);
  return fields && { businessId, ...fields };
}

/** The PUT /api/meeting-notes/:id body: a full update (fields left empty are cleared by the server). */
export const toUpdateMeetingRequest = (values: MeetingFormValues): UpdateMeetingNoteRequest | null =>
  meetingFields(values);
