import {
  ACTION_ITEM_STATUSES,
  createActionItemSchema,
  createGrowthIdeaSchema,
  createMeetingNoteSchema,
  GROWTH_IDEA_STATUSES,
  recordBusinessMetricSchema,
  updateActionItemSchema,
} from '@fj/contracts';
import { groupActionItemsByStatus, toggleActionItemRequest } from '../src/features/business-dashboard/model/actionItems';
import { EMPTY_ACTION_ITEM_FORM, toCreateActionItemRequest } from '../src/features/business-dashboard/model/actionItemForm';
import { toDashboardTab } from '../src/features/business-dashboard/model/dashboardTabs';
import { EFFORT_LABELS, groupGrowthIdeas, IDEA_PRIORITY_LABELS } from '../src/features/business-dashboard/model/growthIdeas';
import { EMPTY_GROWTH_IDEA_FORM, toCreateGrowthIdeaRequest } from '../src/features/business-dashboard/model/growthIdeaForm';
import { EMPTY_MEETING_FORM, toCreateMeetingRequest } from '../src/features/business-dashboard/model/meetingForm';
import { MEETING_OUTCOME_LABELS } from '../src/features/business-dashboard/model/meetingLabels';
import { emptyMetricForm, toRecordMetricRequest } from '../src/features/business-dashboard/model/metricForm';
import { latestMetrics, revenueForMonth } from '../src/features/business-dashboard/model/metrics';
import { formatUsd } from '../src/features/business-dashboard/model/money';
import { revenueBars } from '../src/features/business-dashboard/model/trendChart';
import { aMetric, anActionItem, anIdea, BUSINESS_ID } from './fixtures';

describe('action items (spec §4)', () => {
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
    expect(toggleActionItemRequest({ status: 'todo' }, now)).toEqual({ status: 'completed', completedAt: '2026-02-03T04:05:06.000Z' });
    expect(toggleActionItemRequest({ status: 'in-progress' }, now)).toEqual({ status: 'completed', completedAt: '2026-02-03T04:05:06.000Z' });
    expect(toggleActionItemRequest({ status: 'completed' }, now)).toEqual({ status: 'todo' });
    expect(updateActionItemSchema.safeParse(toggleActionItemRequest({ status: 'todo' }, now)).success).toBe(true);
  });

  it('sends a trimmed title, priority medium by default, status todo, and nothing for a blank title', () => {
    expect(toCreateActionItemRequest({ ...EMPTY_ACTION_ITEM_FORM, title: '   ' }, BUSINESS_ID)).toBeNull();
    const body = toCreateActionItemRequest({ ...EMPTY_ACTION_ITEM_FORM, title: '  Call Bob ', assignedTo: ' ', dueDate: '2026-03-01' }, BUSINESS_ID);
    expect(body).toEqual({ businessId: BUSINESS_ID, title: 'Call Bob', description: undefined, priority: 'medium', dueDate: '2026-03-01', assignedTo: undefined, status: 'todo' });
    expect(createActionItemSchema.safeParse(body).success).toBe(true);
  });
});

describe('growth ideas (spec §2, §4)', () => {
  it('groups the first four statuses as In Progress, completed as Implemented and paused as On Hold', () => {
    const ideas = GROWTH_IDEA_STATUSES.map((status) => anIdea({ id: status, status }));
    expect(groupGrowthIdeas(ideas).map((g) => [g.heading, g.ideas.map((i) => i.status)])).toEqual([
      ['In Progress', ['brainstorming', 'researching', 'planning', 'implementing']],
      ['Implemented', ['completed']],
      ['On Hold', ['paused']],
    ]);
  });

  it('labels impact from Low Impact to Game Changer! and effort from Easy Win to Major Project', () => {
    expect(IDEA_PRIORITY_LABELS).toEqual({ low: 'Low Impact', medium: 'Medium Impact', high: 'High Impact', urgent: 'Game Changer!' });
    expect(EFFORT_LABELS).toEqual({ low: 'Easy Win', medium: 'Moderate Effort', high: 'Major Project' });
  });

  it('defaults to marketing / medium / medium, parses potential revenue as a float or null, starts brainstorming', () => {
    expect(toCreateGrowthIdeaRequest({ ...EMPTY_GROWTH_IDEA_FORM, title: '' }, BUSINESS_ID)).toBeNull();
    const body = toCreateGrowthIdeaRequest({ ...EMPTY_GROWTH_IDEA_FORM, title: ' Referrals ', potentialRevenue: '1250.5' }, BUSINESS_ID);
    expect(body).toMatchObject({ title: 'Referrals', category: 'marketing', priority: 'medium', implementationEffort: 'medium', potentialRevenue: 1250.5, status: 'brainstorming' });
    expect(createGrowthIdeaSchema.safeParse(body).success).toBe(true);
    expect(toCreateGrowthIdeaRequest({ ...EMPTY_GROWTH_IDEA_FORM, title: 'x', potentialRevenue: '' }, BUSINESS_ID)?.potentialRevenue).toBeNull();
  });
});

describe('meetings (spec §3, §5)', () => {
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

  it('ignores a submit without a title or a date', () => {
    expect(toCreateMeetingRequest({ ...EMPTY_MEETING_FORM, title: '  ', meetingDate: '2026-01-05T09:30' }, BUSINESS_ID)).toBeNull();
    expect(toCreateMeetingRequest({ ...EMPTY_MEETING_FORM, title: 'Sync', meetingDate: '' }, BUSINESS_ID)).toBeNull();
  });

  it('parses duration as an integer or null and sends ISO dates the contract accepts', () => {
    const base = { ...EMPTY_MEETING_FORM, title: ' Sync ', meetingDate: '2026-01-05T09:30' };
    const body = toCreateMeetingRequest({ ...base, duration: '45', followUpDate: '2026-01-12', attendees: ' Ann, Bo ' }, BUSINESS_ID);
    expect(body).toMatchObject({ title: 'Sync', duration: 45, attendees: 'Ann, Bo', followUpDate: '2026-01-12T00:00:00.000Z', meetingType: 'client', outcome: 'positive' });
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

  it("sums this month's revenue only", () => {
    const metrics = [aMetric({ date: '2026-01-31', revenue: 50 }), aMetric({ date: '2026-02-01', revenue: 100 }), aMetric({ date: '2026-02-14', revenue: 25.5 })];
    expect(revenueForMonth(metrics, new Date(2026, 1, 20))).toBe(125.5);
    expect(revenueForMonth(metrics, new Date(2026, 2, 1))).toBe(0);
  });

  it('keeps the latest recorded dates, oldest first', () => {
    const metrics = ['2026-01-03', '2026-01-01', '2026-01-02'].map((date) => aMetric({ id: date, date }));
    expect(latestMetrics(metrics, 2).map((m) => m.date)).toEqual(['2026-01-02', '2026-01-03']);
  });

  it('scales bars to the largest revenue and keeps a zero visible', () => {
    const bars = revenueBars([aMetric({ date: '2026-01-01', revenue: 0 }), aMetric({ date: '2026-01-02', revenue: 50 }), aMetric({ date: '2026-01-03', revenue: 100 })], {
      width: 300,
      height: 100,
      gap: 10,
      minBarHeight: 2,
      minSlots: 3,
    });
    expect(bars.map((b) => b.height)).toEqual([2, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([98, 50, 0]);
    expect(bars.map((b) => b.x)).toEqual([5, 105, 205]);
    expect(bars[0].width).toBe(90);
  });

  it('keeps a few bars slim and centred', () => {
    const box = { width: 300, height: 100, gap: 10, minBarHeight: 2, minSlots: 6 };
    const bars = revenueBars([aMetric({ date: '2026-01-01', revenue: 10 }), aMetric({ date: '2026-01-02', revenue: 20 })], box);
    expect(bars.map((b) => b.width)).toEqual([40, 40]);
    expect(bars.map((b) => b.x)).toEqual([105, 155]);
    expect(revenueBars([], box)).toEqual([]);
  });

  it('records a date (today by default) with revenue and a whole number of clients', () => {
    const form = emptyMetricForm(new Date(2026, 0, 9));
    expect(form.date).toBe('2026-01-09');
    expect(toRecordMetricRequest(form, BUSINESS_ID)).toBeNull();
    const body = toRecordMetricRequest({ ...form, revenue: '1200.25', clients: '7' }, BUSINESS_ID);
    expect(body).toEqual({ businessId: BUSINESS_ID, date: '2026-01-09', revenue: 1200.25, clients: 7 });
    expect(recordBusinessMetricSchema.safeParse(body).success).toBe(true);
    expect(toRecordMetricRequest({ ...form, revenue: '10', clients: '1.5' }, BUSINESS_ID)).toBeNull();
    expect(toRecordMetricRequest({ ...form, revenue: '-1', clients: '1' }, BUSINESS_ID)).toBeNull();
  });
});

describe('dashboard tabs', () => {
  it('opens the tab named in the URL, else overview', () => {
    expect(toDashboardTab('ideas')).toBe('ideas');
    expect(toDashboardTab(null)).toBe('overview');
    expect(toDashboardTab('settings')).toBe('overview');
  });
});
