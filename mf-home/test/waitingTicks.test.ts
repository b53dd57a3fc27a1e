import type { ContentPlan, Today, TodayActionItem } from '@fj/contracts';
import type { PendingWrite } from '@fj/ui';
import { withWaitingTicks } from '../src/features/home/model/waitingTicks';

const plan = (id: string, isCompleted = false): ContentPlan => ({
  id,
  businessId: null,
  accountId: null,
  title: `Plan ${id}`,
  description: null,
  contentType: 'reel',
  scheduledDate: '2026-11-26T09:00:00.000Z',
  status: 'scheduled',
  isCompleted,
  completedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
});

const item = (id: string, kind: 'business' | 'personal'): TodayActionItem => ({
  id,
  kind,
  title: `Task ${id}`,
  priority: 'medium',
  status: kind === 'business' ? 'todo' : 'pending',
  dueDate: '2026-11-26',
  isOverdue: false,
  business: null,
  meeting: null,
});

const today: Today = {
  date: '2026-11-26',
  content: [plan('p1'), plan('p2', true)],
  actionItems: [item('a1', 'business'), item('u1', 'personal')],
  actionItemsTotal: 7,
  nextMeeting: null,
};

const write = (method: string, url: string, body: unknown, problem?: PendingWrite['problem']): PendingWrite => ({
  id: `${method} ${url}`,
  method,
  url,
  body,
  label: 'a tick',
  scope: url.split('/').slice(0, 3).join('/'),
  queuedAt: 1,
  problem,
});

test('ticks waiting on the device show in Today: plans ticked or reopened, completed items gone from Due Today', () => {
  const shown = withWaitingTicks(today, [
    write('PATCH', '/api/content-plans/p1', { isCompleted: true }),
    write('PATCH', '/api/content-plans/p2', { isCompleted: false }),
    write('PUT', '/api/user-action-items/u1', { status: 'completed' }),
  ]);
  expect(shown.content.map((p) => [p.id, p.isCompleted])).toEqual([
    ['p1', true],
    ['p2', false],
  ]);
  expect(shown.actionItems.map((i) => i.id)).toEqual(['a1']);
  expect(shown.actionItemsTotal).toBe(6);
});

test('other writes, and writes that need attention, change nothing', () => {
  const same = withWaitingTicks(today, [
    write('PUT', '/api/action-items/a1', { status: 'in-progress' }),
    write('PUT', '/api/action-items/a1', { status: 'completed' }, { kind: 'refused', status: 404, message: 'gone' }),
    write('POST', '/api/content-plans', { title: 'New', isCompleted: true }),
    write('PATCH', '/api/notes/p1', { isCompleted: true }),
    write('DELETE', '/api/user-action-items/u1', undefined),
  ]);
  expect(same).toEqual(today);
  // The same completion twice (a tick on home and one on the meeting) removes the item once.
  const twice = withWaitingTicks(today, [
    write('PUT', '/api/action-items/a1', { status: 'completed' }),
    write('PUT', '/api/action-items/a1', { status: 'completed' }),
  ]);
  expect(twice.actionItemsTotal).toBe(6);
});
