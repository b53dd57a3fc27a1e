import type { Checklist, ChecklistStep } from '@fj/contracts';

/** Each step of the first-run checklist: what it says and where it is done (docs/product.md#home). */
export const CHECKLIST_TEXT: Record<ChecklistStep, { label: string; hint: string; to: string }> = {
  business: { label: 'Add your business', hint: 'Name it; everything else hangs off it.', to: '/businesses' },
  metric: { label: 'Record a metric', hint: "Today's revenue and clients, on your business.", to: '/businesses' },
  mood: { label: "Log today's mood", hint: 'One tap, right here on home.', to: '/#today' },
  post: { label: 'Plan a post', hint: 'Your first piece in the content plan.', to: '/content-plan' },
  account: { label: 'Connect an account', hint: 'Follow its growth from here.', to: '/social-media' },
};

/** What home shows: nothing once dismissed or every step is done; else each step, ticked when done. */
export function checklistView(checklist: Checklist | undefined) {
  if (!checklist || checklist.dismissed) return null;
  const done = checklist.steps.filter((s) => s.done).length;
  if (done === checklist.steps.length) return null;
  return {
    done,
    total: checklist.steps.length,
    steps: checklist.steps.map((s) => ({ ...s, ...CHECKLIST_TEXT[s.id] })),
  };
}
