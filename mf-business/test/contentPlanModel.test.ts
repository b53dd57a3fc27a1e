import { createContentPlanSchema, updateContentPlanSchema, CONTENT_TYPES } from '@fj/contracts';
import { CONTENT_PLAN_TITLE_REQUIRED, CONTENT_TYPE_REQUIRED } from '@fj/contracts/messages';
import { groupContentPlans, isOverdue, scheduledDay, weekOfPlans } from '../src/features/content-plan/model/grouping';
import {
  contentPlanToFormValues,
  emptyContentPlanForm,
  toCreateContentPlanRequest,
  toUpdateContentPlanRequest,
  validateContentPlanForm,
} from '../src/features/content-plan/model/contentPlanForm';
import { CONTENT_TYPE_LABELS } from '../src/shared/model/contentPlanLabels';
import { formatPlanDay } from '../src/features/content-plan/model/format';
import { swipeDirection, weekLabel } from '../src/features/content-plan/model/week';
import { aContentPlan } from './fixtures';

const AUCKLAND = 'Pacific/Auckland'; // UTC+13 in March

describe('grouping: today, upcoming, drafts — days in the user’s zone', () => {
  // 2026-03-10 in Auckland runs from 2026-03-09T11:00Z to 2026-03-10T10:59:59.999Z.
  const plans = [
    aContentPlan({ id: 'yesterday-late', scheduledDate: '2026-03-09T10:59:59.999Z' }),
    aContentPlan({ id: 'today-first', scheduledDate: '2026-03-09T11:00:00.000Z' }),
    aContentPlan({ id: 'today-last', scheduledDate: '2026-03-10T10:59:59.999Z' }),
    aContentPlan({ id: 'tomorrow', scheduledDate: '2026-03-10T11:00:00.000Z' }),
    aContentPlan({ id: 'next-week', scheduledDate: '2026-03-17T00:00:00.000Z' }),
    aContentPlan({ id: 'draft-old', scheduledDate: null, status: 'draft', createdAt: '2026-01-01T00:00:00.000Z' }),
    aContentPlan({ id: 'draft-new', scheduledDate: null, status: 'draft', createdAt: '2026-02-01T00:00:00.000Z' }),
  ];

  it('puts each plan on its Auckland day at the midnight edges, soonest first; drafts newest first', () => {
    const groups = groupContentPlans(plans, '2026-03-10', AUCKLAND);
    expect(groups.today.map((p) => p.id)).toEqual(['today-first', 'today-last']);
    expect(groups.upcoming.map((p) => p.id)).toEqual(['tomorrow', 'next-week']);
    expect(groups.drafts.map((p) => p.id)).toEqual(['draft-new', 'draft-old']);
    expect(groups.earlier.map((p) => p.id)).toEqual(['yesterday-late']);
  });

  it('groups the same instants differently in UTC', () => {
    const groups = groupContentPlans(plans, '2026-03-10', 'UTC');
    expect(groups.today.map((p) => p.id)).toEqual(['today-last', 'tomorrow']);
    expect(groups.earlier.map((p) => p.id)).toEqual(['today-first', 'yesterday-late']);
  });

  it('is overdue when scheduled before today and not completed', () => {
    expect(isOverdue(plans[0], '2026-03-10', AUCKLAND)).toBe(true);
    expect(isOverdue({ ...plans[0], isCompleted: true }, '2026-03-10', AUCKLAND)).toBe(false);
    expect(isOverdue(plans[1], '2026-03-10', AUCKLAND)).toBe(false);
    expect(isOverdue(plans[5], '2026-03-10', AUCKLAND)).toBe(false);
  });
});

describe('week calendar', () => {
  it('lays out Monday to Sunday with each plan on its day (user’s zone), soonest first', () => {
    const week = weekOfPlans(
      [
        aContentPlan({ id: 'sun-late', scheduledDate: '2026-03-15T10:00:00.000Z' }), // Sunday 23:00 in Auckland
        aContentPlan({ id: 'next-mon', scheduledDate: '2026-03-15T11:00:00.000Z' }), // next Monday 00:00: not this week
        aContentPlan({ id: 'tue-b', scheduledDate: '2026-03-10T02:00:00.000Z' }),
        aContentPlan({ id: 'tue-a', scheduledDate: '2026-03-09T20:00:00.000Z' }),
        aContentPlan({ id: 'draft', scheduledDate: null }),
      ],
      '2026-03-09',
      AUCKLAND,
    );
    expect(week.map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(week.map((d) => d.plans.map((p) => p.id))).toEqual([[], ['tue-a', 'tue-b'], [], [], [], [], ['sun-late']]);
  });

  it('labels weeks, also across a year end', () => {
    expect(weekLabel('2026-03-09')).toBe('Mar 9 – Mar 15, 2026');
    expect(weekLabel('2026-12-28')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });

  it('reads a mostly horizontal move of 50 px or more as a swipe to the next (left) or previous (right) week', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -10)).toBe(-1);
    expect(swipeDirection(-40, 0)).toBe(0);
    expect(swipeDirection(-60, 60)).toBe(0); // a diagonal scroll is not a swipe
  });

  it('names days relative to today', () => {
    expect(formatPlanDay('2026-03-10', '2026-03-10')).toBe('Today');
    expect(formatPlanDay('2026-03-11', '2026-03-10')).toBe('Tomorrow');
    expect(formatPlanDay('2026-03-09', '2026-03-10')).toBe('Yesterday');
    expect(formatPlanDay('2026-03-20', '2026-03-10')).toBe('Fri, Mar 20');
    expect(formatPlanDay('2025-12-20', '2026-03-10')).toBe('Dec 20, 2025');
  });
});

describe('the Add New form', () => {
  it('requires the title and the content type, with the server’s own messages', () => {
    expect(validateContentPlanForm(emptyContentPlanForm(null))).toEqual({
      title: CONTENT_PLAN_TITLE_REQUIRED,
      contentType: CONTENT_TYPE_REQUIRED,
    });
    expect(toCreateContentPlanRequest({ ...emptyContentPlanForm(null), title: 'Hi' }, 'UTC')).toBeNull();
    expect(createContentPlanSchema.safeParse({ title: 'Hi' }).error?.issues[0].message).toBe(CONTENT_TYPE_REQUIRED);
  });

  it('sends the date as the ISO instant of that wall time in the user’s zone, or null for a draft', () => {
    const values = {
      ...emptyContentPlanForm('biz-1'),
      title: ' Launch ',
      contentType: 'video' as const,
      date: '2026-03-10',
      time: '00:30',
    };
    const body = toCreateContentPlanRequest(values, AUCKLAND);
    expect(body).toEqual({
      title: 'Launch',
      description: null,
      contentType: 'video',
      scheduledDate: '2026-03-09T11:30:00.000Z',
      accountId: null,
      businessId: 'biz-1',
    });
    expect(createContentPlanSchema.safeParse(body).success).toBe(true);
    expect(toCreateContentPlanRequest({ ...values, date: '', businessId: '' }, AUCKLAND)).toMatchObject({
      scheduledDate: null,
      businessId: null,
    });
  });

  it('opens a plan for editing on its own day and time, and saves it back unchanged', () => {
    const plan = aContentPlan({
      scheduledDate: '2026-03-09T11:30:00.000Z',
      description: 'Notes',
      businessId: 'biz-1',
      isCompleted: true,
    });
    const values = contentPlanToFormValues(plan, AUCKLAND);
    expect(values).toMatchObject({ date: '2026-03-10', time: '00:30', description: 'Notes', businessId: 'biz-1' });
    const body = toUpdateContentPlanRequest(values, plan.isCompleted, AUCKLAND);
    expect(body).toMatchObject({ isCompleted: true, scheduledDate: plan.scheduledDate, businessId: 'biz-1' });
    expect(updateContentPlanSchema.safeParse(body).success).toBe(true);
    expect(scheduledDay(plan, AUCKLAND)).toBe('2026-03-10');
  });

  it('labels every content type of the contract', () => {
    expect(Object.keys(CONTENT_TYPE_LABELS)).toEqual([...CONTENT_TYPES]);
  });
});
