import type {
  ActionItem,
  Business,
  BusinessDetail,
  BusinessMetric,
  ContentPlan,
  GrowthIdea,
  MeetingNote,
} from '@fj/contracts';

export const BUSINESS_ID = '11111111-1111-4111-8111-111111111111';

export const aBusiness = (overrides: Partial<Business> = {}): Business => ({
  id: BUSINESS_ID,
  name: 'Sunrise Bakery',
  description: null,
  color: 'blue',
  sortOrder: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

export const aBusinessDetail = (overrides: Partial<BusinessDetail> = {}): BusinessDetail => ({
  ...aBusiness(),
  stats: {
    totalRevenue: 0,
    totalClients: 0,
    latestMetric: null,
    meetingCount: 0,
    actionItemCount: 0,
    growthIdeaCount: 0,
  },
  ...overrides,
});

export const aMetric = (overrides: Partial<BusinessMetric> = {}): BusinessMetric => ({
  id: 'm1',
  businessId: BUSINESS_ID,
  date: '2026-01-05',
  revenue: 100,
  clients: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

export const aMeeting = (overrides: Partial<MeetingNote> = {}): MeetingNote => ({
  id: 'mt1',
  businessId: BUSINESS_ID,
  title: 'Kick-off',
  meetingDate: '2026-01-05T09:30:00.000Z',
  duration: null,
  attendees: null,
  meetingType: 'client',
  outcome: 'positive',
  location: null,
  notes: null,
  actionItems: [],
  followUpDate: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

export const anActionItem = (overrides: Partial<ActionItem> = {}): ActionItem => ({
  id: 'a1',
  businessId: BUSINESS_ID,
  title: 'Send the proposal',
  description: null,
  priority: 'medium',
  dueDate: null,
  assignedTo: null,
  status: 'todo',
  completedAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  meeting: null,
  ...overrides,
});

export const anIdea = (overrides: Partial<GrowthIdea> = {}): GrowthIdea => ({
  id: 'g1',
  businessId: BUSINESS_ID,
  title: 'Referral program',
  description: null,
  category: 'marketing',
  priority: 'medium',
  potentialRevenue: null,
  implementationEffort: 'medium',
  status: 'brainstorming',
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/** The JSON body of the first fetch call with this method (and URL, when given). */
export function sentBody(fetchMock: jest.Mock, method: string, url?: string): unknown {
  const call = fetchMock.mock.calls.find(([u, init]) => init?.method === method && (url === undefined || u === url));
  if (!call) throw new Error(`no ${method} ${url ?? ''} was sent`);
  return JSON.parse(String(call[1].body));
}

/** A form control by its visible label, with or without the required asterisk. */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);

export const aContentPlan = (overrides: Partial<ContentPlan> = {}): ContentPlan => ({
  id: 'cp-1',
  businessId: null,
  accountId: null,
  title: 'Behind the scenes',
  description: null,
  contentType: 'reel',
  scheduledDate: '2026-03-10T09:00:00.000Z',
  status: 'scheduled',
  isCompleted: false,
  completedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
