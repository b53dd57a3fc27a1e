// What each signed-in screen reads first, exactly as it asks for it (GET, with credentials, this URL): the BFF preloads
// these from the page it serves, so the answers arrive while the code loads (docs/decisions/3102-no-waterfall.md).
// Server-only: kept apart from ./app-routes so the browser's route table does not carry it.
import { ROUTES, type RemoteRouteDef } from './app-routes';
import { addDays, type IsoDate } from './calendar';

/** In a first-read URL: today's date (YYYY-MM-DD) in the user's saved time zone, filled in by the BFF. */
export const TODAY_PLACEHOLDER = '{today}';
/** In a first-read URL: the day before {today}. */
export const YESTERDAY_PLACEHOLDER = '{yesterday}';

/** The dates a first-read URL may hold, each from today (YYYY-MM-DD) in the user's saved time zone. */
export const DATE_PLACEHOLDERS: Readonly<Record<string, (today: IsoDate) => IsoDate>> = {
  [TODAY_PLACEHOLDER]: (today) => today,
  [YESTERDAY_PLACEHOLDER]: (today) => addDays(today, -1),
  // The first day of the last 7 and of the last 365 days, today included (the wellness history's week and its streak).
  '{week-start}': (today) => addDays(today, -6),
  '{year-start}': (today) => addDays(today, -364),
  // This month's first and last days (a month calendar's read).
  '{month-start}': (today) => `${today.slice(0, 7)}-01`,
  '{month-end}': (today) => {
    const [y, m] = today.split('-').map(Number);
    return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  },
};
/**
 * In a first-read URL's query: `businessId=<id>&` for the business a screen shows first — the first one
 * GET /api/businesses lists, as @fj/ui's selected business is on a device that chose none — or nothing without one.
 */
export const BUSINESS_PLACEHOLDER = '{business}';
/** Every placeholder: a read holding one is completed by the BFF from the settings and businesses answers. */
export const PLACEHOLDERS: readonly string[] = [...Object.keys(DATE_PLACEHOLDERS), BUSINESS_PLACEHOLDER];

/** The reads the signed-in chrome makes on every screen (the theme and time zone, the inbox badge). */
export const SHELL_FIRST_DATA: readonly string[] = ['/api/settings', '/api/notifications'];

/** A route's first reads, by its path in ./app-routes (only for the route opened without a query string). */
export const FIRST_DATA: Readonly<Record<string, readonly string[]>> = {
  '/': [
    '/api/home/today',
    '/api/user-layout',
    '/api/home/checklist',
    '/api/wellness/goals',
    '/api/wellness?startDate={today}&endDate={today}',
  ],
  // Today's figures, and the history's week and year (its streak) below them.
  '/wellness': [
    '/api/wellness/goals',
    '/api/wellness?startDate={today}&endDate={today}',
    '/api/wellness?startDate={week-start}&endDate={today}',
    '/api/wellness?startDate={year-start}&endDate={today}',
  ],
  // The entries, and this month's days with one (the calendar).
  '/journal': ['/api/journal', '/api/journal/days?from={month-start}&to={month-end}'],
  '/businesses': ['/api/businesses'],
  '/analytics': ['/api/dashboard/summary'],
  // The list view's three reads (Today and Upcoming, Drafts, the first page of Earlier), for the business it shows.
  '/content-plan': [
    '/api/businesses',
    '/api/content-plans?{business}from={today}',
    '/api/content-plans?{business}status=draft',
    '/api/content-plans?{business}to={yesterday}&limit=20',
  ],
  '/notes': ['/api/notes', '/api/notes/tags'],
  '/feeds': ['/api/feeds'],
  '/community': ['/api/community/stats', '/api/community/posts'],
  '/teams': ['/api/teams'],
};

const PATTERNS = ROUTES.map((r) => ({ ...r, pattern: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`) }));

/** The route a path opens, or undefined for any other path. */
export const routeFor = (pathname: string): RemoteRouteDef | undefined =>
  PATTERNS.find((r) => r.pattern.test(pathname));
