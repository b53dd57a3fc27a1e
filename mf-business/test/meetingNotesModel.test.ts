import {
  createMeetingAgendaTemplateSchema,
  createMeetingNoteSchema,
  createUserActionItemSchema,
  PERSONAL_MEETING_OUTCOMES,
  PERSONAL_MEETING_TYPES,
  updateMeetingNoteSchema,
  updateUserActionItemSchema,
  USER_ACTION_ITEM_STATUSES,
  type MeetingAgendaTemplate,
  type UserActionItem,
} from '@fj/contracts';
import {
  emptyTemplateForm,
  newAgendaItem,
  plannedMinutes,
  templateToFormValues,
  toCreateTemplateRequest,
  validateTemplateForm,
} from '../src/features/meeting-notes/model/agendaTemplateForm';
import {
  durationMinutes,
  emptyPersonalMeetingForm,
  PERSONAL_MEETING_OUTCOME_CHOICES,
  PERSONAL_MEETING_TYPE_CHOICES,
  personalMeetingToFormValues,
  toCreatePersonalMeetingRequest,
  toUpdatePersonalMeetingRequest,
  validatePersonalMeetingForm,
  withTemplate,
} from '../src/features/meeting-notes/model/personalMeetingForm';
import {
  firstFew,
  isOpen,
  toUserActionItemRequest,
  USER_ACTION_ITEM_STATUS_LABELS,
  EMPTY_USER_ACTION_ITEM_FORM,
} from '../src/features/meeting-notes/model/userActionItems';
import { aMeeting } from './fixtures';

const STANDUP: MeetingAgendaTemplate = {
  id: 't1',
  businessId: null,
  name: 'Weekly Team Standup',
  description: null,
  templateType: 'team',
  defaultDuration: 30,
  isPublic: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  agendaItems: [
    { title: 'Wins', timeAllocation: 5 },
    { title: 'Blockers', timeAllocation: 15 },
    { title: 'Priorities', timeAllocation: 5 },
    { title: 'Owners', timeAllocation: 5 },
  ],
};

describe('personal meeting form', () => {
  it("offers the contract's personal types and outcomes, with the form's defaults: team, neutral, 60 minutes", () => {
    expect([...PERSONAL_MEETING_TYPE_CHOICES]).toEqual([...PERSONAL_MEETING_TYPES]);
    expect([...PERSONAL_MEETING_OUTCOME_CHOICES]).toEqual([...PERSONAL_MEETING_OUTCOMES]);
    expect(emptyPersonalMeetingForm()).toMatchObject({
      meetingType: 'team',
      outcome: 'neutral',
      duration: '60',
      businessId: '',
    });
    expect(emptyPersonalMeetingForm('b1').businessId).toBe('b1');
  });

  it('falls back to 60 minutes when the duration is not a number', () => {
    expect(durationMinutes('45')).toBe(45);
    expect(durationMinutes('')).toBe(60);
    expect(durationMinutes('an hour')).toBe(60);
  });

  it('requires a title and a date; a negative duration is refused inline', () => {
    expect(validatePersonalMeetingForm(emptyPersonalMeetingForm())).toEqual({
      title: 'Please enter a meeting title',
      meetingDate: 'Please choose the date and time of the meeting',
      duration: undefined,
    });
    expect(
      validatePersonalMeetingForm({
        ...emptyPersonalMeetingForm(),
        title: 'x',
        meetingDate: '2026-03-02T14:00',
        duration: '-5',
      }).duration,
    ).toBe('Duration cannot be negative');
  });

  it('a template fills title, duration, type and the agenda as notes', () => {
    const values = withTemplate(
      { ...emptyPersonalMeetingForm(), attendees: 'Ann' },
      { ...STANDUP, templateType: 'investor' },
    );
    expect(values).toMatchObject({
      title: 'Weekly Team Standup',
      duration: '30',
      meetingType: 'investor',
      attendees: 'Ann',
      notes: 'Wins (5 min)\nBlockers (15 min)\nPriorities (5 min)\nOwners (5 min)',
    });
  });

  it('sends what the one meeting contract accepts: null business when personal, the 60-minute fallback', () => {
    const body = toCreatePersonalMeetingRequest({
      ...emptyPersonalMeetingForm(),
      title: ' Sync ',
      meetingDate: '2026-03-02T14:00',
      duration: 'soon',
      followUpDate: '2026-03-09',
    });
    expect(body).toMatchObject({
      title: 'Sync',
      duration: 60,
      meetingType: 'team',
      outcome: 'neutral',
      businessId: null,
      followUpDate: '2026-03-09T00:00:00.000Z',
    });
    expect(createMeetingNoteSchema.safeParse(body).success).toBe(true);
    expect(toCreatePersonalMeetingRequest(emptyPersonalMeetingForm())).toBeNull();
  });

  it("an edit keeps a business meeting's location, which this form does not show", () => {
    const values = personalMeetingToFormValues(aMeeting({ location: 'Office', meetingType: 'sales', duration: null }));
    const body = toUpdatePersonalMeetingRequest({ ...values, title: 'x' });
    expect(body).toMatchObject({ title: 'x', location: 'Office', meetingType: 'sales', duration: 60 });
    expect(updateMeetingNoteSchema.safeParse(body).success).toBe(true);
  });
});

describe('agenda template form', () => {
  it('says when the agenda does not fit the meeting, or an item lacks a title or minutes', () => {
    const values = {
      ...emptyTemplateForm(),
      name: 'Review',
      defaultDuration: '20',
      items: [newAgendaItem('Prices', '15'), newAgendaItem('Delivery', '10')],
    };
    expect(plannedMinutes(values.items)).toBe(25);
    expect(validateTemplateForm(values).items).toBe(
      'The agenda takes 25 minutes, more than the 20-minute meeting. Shorten an item or lengthen the meeting.',
    );
    expect(validateTemplateForm({ ...values, defaultDuration: '25' })).toEqual({
      name: undefined,
      defaultDuration: undefined,
      items: undefined,
    });
    expect(validateTemplateForm({ ...values, items: [newAgendaItem('', '5')] }).items).toBe(
      'Item 1: Please enter a title for each agenda item',
    );
    expect(validateTemplateForm({ ...values, items: [newAgendaItem('A', '5'), newAgendaItem('B', '1.5')] }).items).toBe(
      'Item 2: give it at least 1 whole minute',
    );
    expect(validateTemplateForm({ ...emptyTemplateForm(), defaultDuration: '0' })).toMatchObject({
      name: 'Please enter a name for the template',
      defaultDuration: expect.any(String),
    });
  });

  it('edits an existing template and sends what the contract accepts (private, with the business)', () => {
    const values = templateToFormValues(STANDUP);
    expect(values.items.map((i) => [i.title, i.minutes])).toEqual([
      ['Wins', '5'],
      ['Blockers', '15'],
      ['Priorities', '5'],
      ['Owners', '5'],
    ]);
    const body = toCreateTemplateRequest(values, 'b1');
    expect(body).toMatchObject({ name: 'Weekly Team Standup', defaultDuration: 30, isPublic: false, businessId: 'b1' });
    expect(createMeetingAgendaTemplateSchema.safeParse(body).success).toBe(true);
  });
});

describe('personal action items', () => {
  const item = (status: UserActionItem['status']): UserActionItem => ({
    id: status,
    title: status,
    description: null,
    priority: 'medium',
    status,
    dueDate: null,
    completedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    isOverdue: false,
    meeting: null,
  });

  it('names every status of the contract; open = pending or in progress', () => {
    expect(Object.keys(USER_ACTION_ITEM_STATUS_LABELS).sort()).toEqual([...USER_ACTION_ITEM_STATUSES].sort());
    expect(USER_ACTION_ITEM_STATUSES.filter((s) => isOpen(item(s)))).toEqual(['pending', 'in_progress']);
  });

  it("cards show 3, then '+N more'", () => {
    expect(firstFew([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(firstFew([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });

  it('sends what create and update accept (a blank description and due date as null)', () => {
    const body = toUserActionItemRequest({
      ...EMPTY_USER_ACTION_ITEM_FORM,
      title: ' Call the bank ',
      description: ' ',
    });
    expect(body).toEqual({
      title: 'Call the bank',
      description: null,
      priority: 'medium',
      dueDate: null,
      status: 'pending',
    });
    expect(createUserActionItemSchema.safeParse(body).success).toBe(true);
    expect(updateUserActionItemSchema.safeParse(body).success).toBe(true);
  });
});
