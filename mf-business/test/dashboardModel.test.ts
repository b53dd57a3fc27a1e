import {
  ACTION_ITEM_STATUSES,
  createActionItemSchema,
  createGrowthIdeaSchema,
  createMeetingNoteSchema,
  GROWTH_IDEA_STATUSES,
  recordBusinessMetricSchema,
  updateActionItemSchema,
  updateBusinessMetricSchema,
  updateGrowthIdeaSchema,
  updateMeetingNoteSchema,
} from '@fj/contracts';
import {
  groupActionItemsByStatus,
  isOverdue,
  statusChangeMessage,
  toggleActionItemRequest,
} from '../src/shared/model/actionItems';
import {
  actionItemToFormValues,
  EMPTY_ACTION_ITEM_FORM,
  toCreateActionItemRequest,
  toUpdateActionItemRequest,
  validateActionItemForm,
} from '../src/features/business-dashboard/model/actionItemForm';
import { toDashboardTab } from '../src/features/business-dashboard/model/dashboardTabs';
import {
  EFFORT_LABELS,
  groupGrowthIdeas,
  GROWTH_IDEA_GROUP_HEADINGS,
  GROWTH_IDEA_GROUP_OF,
  GROWTH_IDEA_STATUS_LABELS,
  IDEA_PRIORITY_LABELS,
} from '../src/features/business-dashboard/model/growthIdeas';
import {
  EMPTY_GROWTH_IDEA_FORM,
  growthIdeaToFormValues,
  toCreateGrowthIdeaRequest,
  toUpdateGrowthIdeaRequest,
  validateGrowthIdeaForm,
} from '../src/features/business-dashboard/model/growthIdeaForm';
import {
  EMPTY_MEETING_FORM,
  meetingToFormValues,
  toCreateMeetingRequest,
  toUpdateMeetingRequest,
  validateMeetingForm,
} from '../src/shared/model/meetingForm';
import { MEETING_OUTCOME_LABELS } from '../src/shared/model/meetingLabels';
import {
  emptyMetricForm,
  metricToFormValues,
  toRecordMetricRequest,
  toUpdateMetricRequest,
  validateMetricForm,
} from '../src/features/business-dashboard/model/metricForm';
import { latestMetrics, newestFirst, revenueForMonth } from '../src/features/business-dashboard/model/metrics';
import { formatUsd } from '../src/features/business-dashboard/model/money';
import { aMeeting, aMetric, anActionItem, anIdea, BUSINESS_ID } from './fixtures';

describe('action items', () => {
  it('groups by status in the order To Do, In Progress, Completed', () => {
    const items = [
      anActionItem({ id: '1', status: 'completed' }),
      anActionItem({ id: '2', status: 'todo' }),
      anActionItem({ id: '3', status: 'in-progress' }),
      anActionItem({ id: '4', status: 'todo' }),
    ];
    const groups = groupActionItemsByStatus(items);
    expect(groups.map((g) => [g.heading, g.items.map((i) => i.id)])).toEqual([
      ['To Do', ['2', '4']],
      ['In Progress', ['3']],
      ['Completed', ['1']],
    ]);
    expect(groups.map((g) => g.status)).toEqual([...ACTION_ITEM_STATUSES]);
  });

  it('the checkbox completes todo and in-progress items with completedAt now, and reopens completed ones as todo', () => {
    const now = new Date('2026-02-03T04:05:06.000Z');
    expect(toggleActionItemRequest({ status: 'todo' }, now)).toEqual({
      status: 'completed',
      completedAt: '2026-02-03T04:05:06.000Z',
    });
    expect(toggleActionItemRequest({ status: 'in-progress' }, now)).toEqual({
      status: 'completed',
      completedAt: '2026-02-03T04:05:06.000Z',
    });
    expect(toggleActionItemRequest({ status: 'completed' }, now)).toEqual({ status: 'todo' });
    expect(updateActionItemSchema.safeParse(toggleActionItemRequest({ status: 'todo' }, now)).success).toBe(true);
  });

  it('sorts each group as a to-do list: soonest due first (none last), then highest priority, then newest', () => {
    const items = [
      anActionItem({ id: 'no-date-urgent', dueDate: null, priority: 'urgent' }),
      anActionItem({ id: 'mar-low', dueDate: '2026-03-01', priority: 'low' }),
      anActionItem({ id: 'feb-medium', dueDate: '2026-02-01', priority: 'medium' }),
      anActionItem({ id: 'mar-high', dueDate: '2026-03-01', priority: 'high' }),
      anActionItem({
        id: 'mar-high-newer',
        dueDate: '2026-03-01',
        priority: 'high',
        createdAt: '2026-01-06T10:00:00.000Z',
      }),
      anActionItem({ id: 'done', dueDate: '2025-01-01', status: 'completed' }),
    ];
    expect(groupActionItemsByStatus(items).map((g) => g.items.map((i) => i.id))).toEqual([
      ['feb-medium', 'mar-high-newer', 'mar-high', 'mar-low', 'no-date-urgent'],
      [],
      ['done'],
    ]);
  });

  it("is overdue when due before today (the user's today) and not completed", () => {
    expect(isOverdue({ status: 'todo', dueDate: '2026-03-09' }, '2026-03-10')).toBe(true);
    expect(isOverdue({ status: 'in-progress', dueDate: '2026-03-09' }, '2026-03-10')).toBe(true);
    expect(isOverdue({ status: 'todo', dueDate: '2026-03-10' }, '2026-03-10')).toBe(false);
    expect(isOverdue({ status: 'completed', dueDate: '2026-03-01' }, '2026-03-10')).toBe(false);
    expect(isOverdue({ status: 'todo', dueDate: null }, '2026-03-10')).toBe(false);
  });

  it('names the item in the status toast', () => {
    expect(statusChangeMessage('Send deck', 'completed')).toBe('“Send deck” is completed.');
    expect(statusChangeMessage('Send deck', 'todo')).toBe('“Send deck” is back in To Do.');
  });

  it('says inline that a blank or whitespace title is required', () => {
    expect(validateActionItemForm({ ...EMPTY_ACTION_ITEM_FORM, title: ' \t ' })).toEqual({
      title: 'Please enter a title for the action item',
    });
    expect(validateActionItemForm({ ...EMPTY_ACTION_ITEM_FORM, title: 'x' })).toEqual({});
  });

  it('edits every field; emptied fields are sent as null to clear them', () => {
    const item = anActionItem({
      title: 'Ship',
      description: 'v1',
      dueDate: '2026-03-01',
      assignedTo: 'Sam',
      priority: 'high',
      status: 'in-progress',
    });
    const values = actionItemToFormValues(item);
    expect(values).toEqual({
      title: 'Ship',
      description: 'v1',
      dueDate: '2026-03-01',
      assignedTo: 'Sam',
      priority: 'high',
      status: 'in-progress',
    });
    const body = toUpdateActionItemRequest({ ...values, description: ' ', dueDate: '', assignedTo: '' });
    expect(body).toEqual({
      status: 'in-progress',
      title: 'Ship',
      description: null,
      priority: 'high',
      dueDate: null,
      assignedTo: null,
    });
    expect(updateActionItemSchema.safeParse(body).success).toBe(true);
  });

  it('sends a trimmed title, priority medium by default, status todo, and nothing for a blank title', () => {
    expect(toCreateActionItemRequest({ ...EMPTY_ACTION_ITEM_FORM, title: '   ' }, BUSINESS_ID)).toBeNull();
    const body = toCreateActionItemRequest(
      { ...EMPTY_ACTION_ITEM_FORM, title: '  Call Bob ', assignedTo: ' ', dueDate: '2026-03-01' },
      BUSINESS_ID,
    );
    expect(body).toEqual({
      businessId: BUSINESS_ID,
      title: 'Call Bob',
      description: undefined,
      priority: 'medium',
      dueDate: '2026-03-01',
      assignedTo: undefined,
      status: 'todo',
    });
    expect(createActionItemSchema.safeParse(body).success).toBe(true);
  });
});

describe('growth ideas', () => {
  it('groups the first four statuses as In Progress, completed as Implemented and paused as On Hold', () => {
    const ideas = GROWTH_IDEA_STATUSES.map((status) => anIdea({ id: status, status }));
    expect(groupGrowthIdeas(ideas).map((g) => [g.heading, g.ideas.map((i) => i.status)])).toEqual([
      ['In Progress', ['brainstorming', 'researching', 'planning', 'implementing']],
      ['Implemented', ['completed']],
      ['On Hold', ['paused']],
    ]);
  });

  it('labels impact from Low Impact to Game Changer! and effort from Easy Win to Major Project', () => {
    expect(IDEA_PRIORITY_LABELS).toEqual({
      low: 'Low Impact',
      medium: 'Medium Impact',
      high: 'High Impact',
      urgent: 'Game Changer!',
    });
    expect(EFFORT_LABELS).toEqual({ low: 'Easy Win', medium: 'Moderate Effort', high: 'Major Project' });
  });

  it("calls the completed status 'Implemented', the name of the group it moves to", () => {
    expect(GROWTH_IDEA_STATUS_LABELS.completed).toBe('Implemented');
    expect(GROWTH_IDEA_GROUP_HEADINGS[GROWTH_IDEA_GROUP_OF.completed]).toBe('Implemented');
  });

  it('refuses inline a blank title and a negative or non-numeric potential revenue', () => {
    expect(validateGrowthIdeaForm({ ...EMPTY_GROWTH_IDEA_FORM, title: '  ', potentialRevenue: '-1' })).toEqual({
      title: 'Please enter a title for your growth idea',
      potentialRevenue: 'Potential revenue cannot be negative',
    });
    expect(
      validateGrowthIdeaForm({ ...EMPTY_GROWTH_IDEA_FORM, title: 'x', potentialRevenue: 'e' }).potentialRevenue,
    ).toBe('Potential revenue must be a number');
    expect(validateGrowthIdeaForm({ ...EMPTY_GROWTH_IDEA_FORM, title: 'x', potentialRevenue: '' })).toEqual({
      title: undefined,
      potentialRevenue: undefined,
    });
  });

  it('edits every field, clearing an emptied description and potential revenue', () => {
    const values = growthIdeaToFormValues(
      anIdea({ title: 'API', description: 'Open', potentialRevenue: 99.5, status: 'planning' }),
    );
    expect(values.potentialRevenue).toBe('99.5');
    const body = toUpdateGrowthIdeaRequest({ ...values, description: '', potentialRevenue: '' });
    expect(body).toMatchObject({ status: 'planning', title: 'API', description: null, potentialRevenue: null });
    expect(updateGrowthIdeaSchema.safeParse(body).success).toBe(true);
  });

  it('defaults to marketing / medium / medium, parses potential revenue as a float or null, starts brainstorming', () => {
    expect(toCreateGrowthIdeaRequest({ ...EMPTY_GROWTH_IDEA_FORM, title: '' }, BUSINESS_ID)).toBeNull();
    const body = toCreateGrowthIdeaRequest(
      { ...EMPTY_GROWTH_IDEA_FORM, title: ' Referrals ', potentialRevenue: '1250.5' },
      BUSINESS_ID,
    );
    expect(body).toMatchObject({
      title: 'Referrals',
      category: 'marketing',
      priority: 'medium',
      implementationEffort: 'medium',
      potentialRevenue: 1250.5,
      status: 'brainstorming',
    });
    expect(createGrowthIdeaSchema.safeParse(body).success).toBe(true);
    expect(
      toCreateGrowthIdeaRequest({ ...EMPTY_GROWTH_IDEA_FORM, title: 'x', potentialRevenue: '' }, BUSINESS_ID)
        ?.potentialRevenue,
    ).toBeNull();
  });
});

describe('meetings', () => {
  it("shows negative as 'Challenging' and follow-up as 'Needs Follow-up'", () => {
    expect(MEETING_OUTCOME_LABELS.negative).toBe('Challenging');
    expect(MEETING_OUTCOME_LABELS['follow-up']).toBe('Needs Follow-up');
    expect(MEETING_OUTCOME_LABELS.positive).toBe('Positive');
    expect(MEETING_OUTCOME_LABELS.neutral).toBe('Neutral');
  });

  it('defaults to a positive client meeting', () => {
    expect(EMPTY_MEETING_FORM.meetingType).toBe('client');
    expect(EMPTY_MEETING_FORM.outcome).toBe('positive');
  });

  it('says inline what is missing (never ignores an incomplete submit silently) and sends nothing', () => {
    expect(validateMeetingForm({ ...EMPTY_MEETING_FORM, title: '  ' })).toEqual({
      title: 'Please enter a meeting title',
      meetingDate: 'Please choose the date and time of the meeting',
      duration: undefined,
    });
    expect(
      validateMeetingForm({ ...EMPTY_MEETING_FORM, title: 'x', meetingDate: '2026-01-05T09:30', duration: '-5' })
        .duration,
    ).toBe('Duration cannot be negative');
    expect(
      toCreateMeetingRequest({ ...EMPTY_MEETING_FORM, title: '  ', meetingDate: '2026-01-05T09:30' }, BUSINESS_ID),
    ).toBeNull();
    expect(toCreateMeetingRequest({ ...EMPTY_MEETING_FORM, title: 'Sync', meetingDate: '' }, BUSINESS_ID)).toBeNull();
  });

  it('round-trips a meeting through the edit form (local wall time) into a full update', () => {
    const meeting = aMeeting({
      meetingDate: new Date('2026-01-05T09:30').toISOString(),
      duration: 30,
      followUpDate: '2026-01-12T00:00:00.000Z',
      notes: 'n',
    });
    const values = meetingToFormValues(meeting);
    expect(values).toMatchObject({
      meetingDate: '2026-01-05T09:30',
      duration: '30',
      followUpDate: '2026-01-12',
      notes: 'n',
      attendees: '',
    });
    const body = toUpdateMeetingRequest(values);
    expect(body).toMatchObject({
      meetingDate: meeting.meetingDate,
      duration: 30,
      followUpDate: '2026-01-12T00:00:00.000Z',
      notes: 'n',
    });
    expect(body).not.toHaveProperty('businessId');
    expect(updateMeetingNoteSchema.safeParse(body).success).toBe(true);
  });

  it('parses duration as an integer or null and sends ISO dates the contract accepts', () => {
    const base = { ...EMPTY_MEETING_FORM, title: ' Sync ', meetingDate: '2026-01-05T09:30' };
    const body = toCreateMeetingRequest(
      { ...base, duration: '45', followUpDate: '2026-01-12', attendees: ' Ann, Bo ' },
      BUSINESS_ID,
    );
    expect(body).toMatchObject({
      title: 'Sync',
      duration: 45,
      attendees: 'Ann, Bo',
      followUpDate: '2026-01-12T00:00:00.000Z',
      meetingType: 'client',
      outcome: 'positive',
    });
    expect(body?.meetingDate).toBe(new Date('2026-01-05T09:30').toISOString());
    expect(createMeetingNoteSchema.safeParse(body).success).toBe(true);
    expect(toCreateMeetingRequest({ ...base, duration: '' }, BUSINESS_ID)?.duration).toBeNull();
    expect(toCreateMeetingRequest({ ...base, duration: 'soon' }, BUSINESS_ID)?.duration).toBeNull();
  });
});

describe('metrics', () => {
  it('formats money as US dollars', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it("sums this month's revenue only (the month of the user's today)", () => {
    const metrics = [
      aMetric({ date: '2026-01-31', revenue: 50 }),
      aMetric({ date: '2026-02-01', revenue: 100 }),
      aMetric({ date: '2026-02-14', revenue: 25.5 }),
    ];
    expect(revenueForMonth(metrics, '2026-02-20')).toBe(125.5);
    expect(revenueForMonth(metrics, '2026-03-01')).toBe(0);
  });

  it('keeps the latest recorded dates, oldest first, and lists them newest first', () => {
    const metrics = ['2026-01-03', '2026-01-01', '2026-01-02'].map((date) => aMetric({ id: date, date }));
    expect(latestMetrics(metrics, 2).map((m) => m.date)).toEqual(['2026-01-02', '2026-01-03']);
    expect(newestFirst(metrics).map((m) => m.date)).toEqual(['2026-01-03', '2026-01-02', '2026-01-01']);
  });

  it("records a date (the user's today by default) with revenue and a whole number of clients", () => {
    const form = emptyMetricForm('2026-01-09');
    expect(form.date).toBe('2026-01-09');
    expect(toRecordMetricRequest(form, BUSINESS_ID)).toBeNull();
    const body = toRecordMetricRequest({ ...form, revenue: '1200.25', clients: '7' }, BUSINESS_ID);
    expect(body).toEqual({ businessId: BUSINESS_ID, date: '2026-01-09', revenue: 1200.25, clients: 7 });
    expect(recordBusinessMetricSchema.safeParse(body).success).toBe(true);
    expect(toRecordMetricRequest({ ...form, revenue: '10', clients: '1.5' }, BUSINESS_ID)).toBeNull();
    expect(toRecordMetricRequest({ ...form, revenue: '-1', clients: '1' }, BUSINESS_ID)).toBeNull();
  });

  it("refuses negative and missing figures inline with the server's own messages", () => {
    expect(validateMetricForm({ date: '', revenue: '', clients: '' })).toEqual({
      date: 'Please choose the date these figures are for',
      revenue: 'Please enter the revenue (0 if none)',
      clients: 'Please enter the number of clients (0 if none)',
    });
    expect(validateMetricForm({ date: '2026-01-09', revenue: '-0.01', clients: '-2' })).toEqual({
      date: undefined,
      revenue: 'Revenue cannot be negative',
      clients: 'Clients cannot be negative',
    });
    expect(validateMetricForm({ date: '2026-01-09', revenue: '0', clients: '2.5' }).clients).toBe(
      'Clients must be a whole number',
    );
    expect(validateMetricForm({ date: '2026-01-09', revenue: '0', clients: '0' })).toEqual({
      date: undefined,
      revenue: undefined,
      clients: undefined,
    });
  });

  it('edits a recorded date into a PUT body the contract accepts', () => {
    const values = metricToFormValues(aMetric({ date: '2026-01-05', revenue: 100.5, clients: 3 }));
    expect(values).toEqual({ date: '2026-01-05', revenue: '100.5', clients: '3' });
    const body = toUpdateMetricRequest({ ...values, revenue: '120' });
    expect(body).toEqual({ date: '2026-01-05', revenue: 120, clients: 3 });
    expect(updateBusinessMetricSchema.safeParse(body).success).toBe(true);
  });
});

describe('dashboard tabs', () => {
  it('opens the tab named in the URL, else overview', () => {
    expect(toDashboardTab('ideas')).toBe('ideas');
    expect(toDashboardTab(null)).toBe('overview');
    expect(toDashboardTab('settings')).toBe('overview');
  });
});
