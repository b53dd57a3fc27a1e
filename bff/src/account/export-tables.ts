import { MOOD_SCALE } from '@fj/contracts';
import type { ServiceName } from '../config';

// What the account export's spreadsheets and Markdown files hold (docs/decisions/2706-data-export-as-a-zip.md): the
// tables a person would open, with names instead of internal ids, dates as yyyy-MM-dd and times as
// 'yyyy-MM-dd HH:mm' UTC. The JSON file beside them keeps everything, ids included.

export const CSV_TABLES = [
  { file: 'businesses.csv', header: ['Name', 'Description', 'Colour', 'Created'] },
  { file: 'business-figures.csv', header: ['Business', 'Date', 'Revenue (USD)', 'Clients'] },
  {
    file: 'meetings.csv',
    header: ['Business', 'Title', 'When (UTC)', 'Minutes', 'Attendees', 'Type', 'Outcome', 'Location', 'Follow-up'],
  },
  {
    file: 'action-items.csv',
    header: ['Business', 'Title', 'Description', 'Priority', 'Status', 'Due', 'Completed (UTC)', 'Meeting'],
  },
  {
    file: 'growth-ideas.csv',
    header: ['Business', 'Title', 'Description', 'Category', 'Impact', 'Effort', 'Potential revenue (USD)', 'Status'],
  },
  {
    file: 'content-plans.csv',
    header: ['Title', 'Type', 'Status', 'Scheduled (UTC)', 'Business', 'Description', 'Completed (UTC)'],
  },
  { file: 'notes.csv', header: ['Title', 'Category', 'Tags', 'Pinned', 'Created (UTC)', 'Updated (UTC)'] },
  { file: 'journal.csv', header: ['Date', 'Mood', 'Grateful for', 'Tags', 'Prompt', 'Written (UTC)'] },
  { file: 'wellness.csv', header: ['Date', 'Steps', 'Sleep (h)', 'Calories', 'Mood', 'Source'] },
  { file: 'weekly-targets.csv', header: ['Week of', 'Target', 'Goal', 'Progress entered'] },
  { file: 'cycle.csv', header: ['Date', 'Flow', 'Symptoms', 'Notes'] },
  { file: 'social-accounts.csv', header: ['Platform', 'Account', 'Business', 'Connected (UTC)'] },
  { file: 'social-followers.csv', header: ['Platform', 'Account', 'Measured (UTC)', 'Followers', 'Posts', 'Views'] },
  { file: 'feeds.csv', header: ['Title', 'Feed', 'Website', 'Folder'] },
  { file: 'community-posts.csv', header: ['Title', 'Category', 'Posted (UTC)', 'Content'] },
  { file: 'community-comments.csv', header: ['Posted (UTC)', 'Comment'] },
  { file: 'teams.csv', header: ['Team', 'Role', 'Joined (UTC)'] },
  { file: 'purchases.csv', header: ['Date (UTC)', 'Amount', 'Currency', 'Status', 'Refunded (UTC)'] },
] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

/** Where a record goes, and the names the tables print instead of ids (read before the records that use them). */
export interface ExportContext {
  businesses: Map<string, string>;
  meetings: Map<string, string>;
  /** Each day's mood (wellness comes before the journal, whose entries show their day's mood unless they set one). */
  dayMoods: Map<string, number>;
  add: (file: CsvTable['file'], fields: ReadonlyArray<string | number>) => void;
  /** A Markdown file: `name` without '.md', e.g. 'notes/2026-01-05 Pricing'. */
  document: (name: string, text: string) => void;
}

type Row = Record<string, unknown>;
/** A JSON value as a cell: scalars as they read, anything else (never expected) as its JSON. */
const text = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : v === null || v === undefined
        ? ''
        : JSON.stringify(v);
const num = (v: unknown): string | number => (typeof v === 'number' ? v : text(v));
const day = (v: unknown): string => text(v).slice(0, 10);
const time = (v: unknown): string => (v ? text(v).slice(0, 16).replace('T', ' ') : '');
const list = (v: unknown): string => (Array.isArray(v) ? v.map(text).join(', ') : '');
const yesNo = (v: unknown): string => (v ? 'yes' : 'no');
const moodText = (v: unknown): string => {
  const mood = MOOD_SCALE.find((m) => m.value === v);
  return mood ? `${mood.value} ${mood.label}` : '';
};
/** A file-name-safe title: no path separators or characters Windows refuses; at most 60 characters. */
const fileTitle = (v: unknown, fallback: string): string =>
  text(v)
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim() || fallback;
/** YAML front matter of plain values (JSON strings are valid YAML scalars). */
const frontMatter = (fields: Record<string, unknown>) =>
  `---\n${Object.entries(fields)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n\n`;

function meeting(row: Row, business: string, items: unknown, ctx: ExportContext) {
  ctx.meetings.set(text(row.id), text(row.title));
  ctx.add('meetings.csv', [
    business,
    text(row.title),
    time(row.meetingDate),
    num(row.duration),
    text(row.attendees),
    text(row.meetingType),
    text(row.outcome),
    text(row.location),
    day(row.followUpDate),
  ]);
  const done = (items as Row[] | undefined) ?? [];
  const actions = done.length
    ? `\n## Action items\n\n${done.map((i) => `- [${i.status === 'completed' ? 'x' : ' '}] ${text(i.title)}`).join('\n')}\n`
    : '';
  ctx.document(
    `meetings/${day(row.meetingDate)} ${fileTitle(row.title, 'Meeting')}`,
    `${frontMatter({ title: row.title, when: time(row.meetingDate), business: business || undefined, minutes: row.duration, attendees: row.attendees, type: row.meetingType, outcome: row.outcome, location: row.location })}# ${text(row.title)}\n\n${text(row.notes)}\n${actions}`,
  );
}

function actionItem(row: Row, business: string, ctx: ExportContext) {
  ctx.add('action-items.csv', [
    business,
    text(row.title),
    text(row.description),
    text(row.priority),
    text(row.status),
    day(row.dueDate),
    time(row.completedAt),
    row.meetingId ? (ctx.meetings.get(text(row.meetingId)) ?? '') : '',
  ]);
}

const ROUTES: Partial<Record<`${ServiceName}.${string}`, (row: Row, ctx: ExportContext) => void>> = {
  'core.businesses': (b, ctx) => {
    const name = text(b.name);
    ctx.businesses.set(text(b.id), name);
    ctx.add('businesses.csv', [name, text(b.description), text(b.color), time(b.createdAt)]);
    for (const m of (b.metrics as Row[]) ?? [])
      ctx.add('business-figures.csv', [name, day(m.date), num(m.revenue), num(m.clients)]);
    for (const m of (b.meetingNotes as Row[]) ?? []) meeting(m, name, m.businessActionItems, ctx);
    for (const i of (b.actionItems as Row[]) ?? []) actionItem(i, name, ctx);
    for (const g of (b.growthIdeas as Row[]) ?? [])
      ctx.add('growth-ideas.csv', [
        name,
        text(g.title),
        text(g.description),
        text(g.category),
        text(g.priority),
        text(g.implementationEffort),
        num(g.potentialRevenue),
        text(g.status),
      ]);
  },
  'core.personalMeetingNotes': (m, ctx) => meeting(m, '', m.userActionItems, ctx),
  'core.actionItems': (i, ctx) => actionItem(i, 'Personal', ctx),
  'core.contentPlans': (p, ctx) =>
    ctx.add('content-plans.csv', [
      text(p.title),
      text(p.contentType),
      !p.scheduledDate ? 'Draft' : p.isCompleted ? 'Published' : 'Scheduled',
      time(p.scheduledDate),
      p.businessId ? (ctx.businesses.get(text(p.businessId)) ?? '') : '',
      text(p.description),
      time(p.completedAt),
    ]),
  'core.notes': (n, ctx) => {
    ctx.add('notes.csv', [
      text(n.title),
      text(n.category),
      list(n.tags),
      yesNo(n.isPinned),
      time(n.createdAt),
      time(n.updatedAt),
    ]);
    ctx.document(
      `notes/${day(n.createdAt)} ${fileTitle(n.title, 'Note')}`,
      `${frontMatter({ title: n.title, category: n.category, tags: n.tags, pinned: n.isPinned || undefined, created: time(n.createdAt), updated: time(n.updatedAt) })}# ${text(n.title)}\n\n${text(n.content)}\n`,
    );
  },
  'core.journalEntries': (j, ctx) => {
    const mood = moodText(j.mood ?? ctx.dayMoods.get(day(j.date)));
    ctx.add('journal.csv', [day(j.date), mood, text(j.gratitude), list(j.tags), text(j.prompt), time(j.createdAt)]);
    ctx.document(
      `journal/${day(j.date)}`,
      `${frontMatter({ date: day(j.date), mood, grateful_for: j.gratitude, tags: j.tags })}# ${day(j.date)}\n\n${j.prompt ? `> ${text(j.prompt)}\n\n` : ''}${text(j.content)}\n`,
    );
  },
  'core.wellness': (w, ctx) => {
    if (typeof w.mood === 'number') ctx.dayMoods.set(day(w.date), w.mood);
    ctx.add('wellness.csv', [
      day(w.date),
      num(w.steps),
      num(w.sleepHours),
      num(w.calories),
      moodText(w.mood),
      text(w.source),
    ]);
  },
  'core.weeklyTargets': (t, ctx) =>
    ctx.add('weekly-targets.csv', [
      day(t.weekStartDate),
      text(t.label ?? t.targetType),
      num(t.targetValue),
      num(t.currentValue),
    ]),
  'core.cycleDays': (c, ctx) => ctx.add('cycle.csv', [day(c.date), text(c.flow), list(c.symptoms), text(c.notes)]),
  'social.socialAccounts': (a, ctx) => {
    const account = text(a.displayName ?? a.username);
    ctx.add('social-accounts.csv', [
      text(a.platform),
      account,
      a.businessId ? (ctx.businesses.get(text(a.businessId)) ?? '') : '',
      time(a.createdAt),
    ]);
    for (const s of (a.snapshots as Row[]) ?? [])
      ctx.add('social-followers.csv', [
        text(a.platform),
        account,
        time(s.capturedAt),
        num(s.followers),
        num(s.posts),
        num(s.views),
      ]);
  },
  'social.feedSubscriptions': (f, ctx) =>
    ctx.add('feeds.csv', [text(f.title), text(f.url), text(f.siteUrl), text(f.folder)]),
  'payments.purchases': (p, ctx) =>
    ctx.add('purchases.csv', [
      time(p.createdAt),
      typeof p.amount === 'number' ? (p.amount / 100).toFixed(2) : text(p.amount),
      text(p.currency).toUpperCase(),
      text(p.status),
      time(p.refundedAt),
    ]),
  'community.communityPosts': (p, ctx) =>
    ctx.add('community-posts.csv', [text(p.title), text(p.category), time(p.createdAt), text(p.content)]),
  'community.communityComments': (c, ctx) => ctx.add('community-comments.csv', [time(c.createdAt), text(c.content)]),
  'community.teamMemberships': (m, ctx) =>
    ctx.add('teams.csv', [text((m.team as Row | undefined)?.name), text(m.role), time(m.joinedAt)]),
};

/** One record of a service's feature: to its table (and Markdown file), if it has one. */
export function toRows(service: ServiceName, feature: string, value: unknown, ctx: ExportContext): void {
  if (value === null || typeof value !== 'object') return;
  ROUTES[`${service}.${feature}`]?.(value as Row, ctx);
}
