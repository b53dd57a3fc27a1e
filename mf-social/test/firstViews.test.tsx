import { drawFirstView } from '../src/firstViews';

// The RSS reader drawn into a signed-in page by the BFF (docs/decisions/3114-a-first-view-drawn-by-the-server.md), from
// the page's answers: a Free account's refused read draws the upgrade card, not a skeleton the app then replaces
// (docs/decisions/3116-a-page-waits-for-its-answers-and-carries-a-refusal.md).
const draw = (answers: Record<string, unknown>) =>
  drawFirstView('./FeedsPage', {
    url: '/feeds',
    route: '/feeds',
    user: { id: 'u1', firstName: 'Ada', isPremium: false },
    answers: { '/api/settings': { timeZone: 'UTC' }, ...answers },
  });

it("draws a Free account's upgrade card from the page's refusal of the feed list", () => {
  const html = draw({
    refused: { '/api/feeds': { status: 403, body: '{"message":"The RSS reader is a Premium feature"}' } },
  })!;
  expect(html).toContain('<h2 class="fjf-upgrade__title">The RSS reader is a Premium feature</h2>');
  expect(html).toMatch(/<a href="\/checkout"[^>]*>(<svg.*?<\/svg>)?Upgrade to Premium - £30<\/a>/);
  expect(html).not.toContain('Loading feeds');
});

it('draws the skeleton when the page has no answer for the feed list (the app asks for it)', () => {
  const html = draw({})!;
  expect(html).toContain('aria-label="Loading feeds"');
  expect(html).not.toContain('fjf-upgrade');
});
