/**
 * The founder prompts of the journal (docs/product.md#journal); one a day, chosen by the day of the year (promptOfDay).
 */
export const JOURNAL_PROMPTS = [
  'What is the one thing that would make this week a win?',
  'Which customer conversation taught you the most recently?',
  'What are you avoiding, and why?',
  'What did you ship today, however small?',
  'Where did your time go today, and where should it have gone?',
  'What would you do if you had to double revenue in 90 days?',
  'Who helped you this week, and have you thanked them?',
  'What decision are you putting off?',
  'What drained your energy today, and what gave you energy?',
  'What did a mistake teach you this week?',
  'What would your customers say you do best?',
  'If you started the company again today, what would you do differently?',
  'What is one process you could automate or delegate?',
  'What are you proud of right now?',
  'What assumption about your business have you not tested yet?',
  'How are you looking after your health this week?',
  'What is the biggest risk to the business, and what is your plan for it?',
  'Which metric matters most this month, and how is it moving?',
  'What did you learn from a competitor recently?',
  'What would make tomorrow a great day?',
  'What feedback have you received that you have not acted on?',
] as const;

/** The prompt of a yyyy-MM-dd day: its day of the year picks one, so everyone sees the same prompt on the same day. */
export function promptOfDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const dayOfYear = Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000);
  return JOURNAL_PROMPTS[dayOfYear % JOURNAL_PROMPTS.length];
}
