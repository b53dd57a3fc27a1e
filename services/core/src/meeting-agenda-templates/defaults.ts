import type { AgendaItem, MeetingType } from '@fj/contracts';

/**
 * The default agenda templates (docs/product.md#agenda-templates), created once for every user (service.ts). The names,
 * types, durations and minutes are fixed product rules; the item titles and descriptions are ours (the rules fix only
 * the minutes).
 */
export const DEFAULT_AGENDA_TEMPLATES: ReadonlyArray<{
  name: string;
  description: string;
  templateType: MeetingType;
  defaultDuration: number;
  agendaItems: AgendaItem[];
}> = [
  {
    name: 'Weekly Team Standup',
    description: 'A short weekly sync: wins, progress and blockers, and who does what next.',
    templateType: 'team',
    defaultDuration: 30,
    agendaItems: [
      { title: 'Wins since last week', timeAllocation: 5 },
      { title: 'Progress and blockers', timeAllocation: 15 },
      { title: 'Priorities for this week', timeAllocation: 5 },
      { title: 'Action items and owners', timeAllocation: 5 },
    ],
  },
  {
    name: 'Client Strategy Session',
    description: "Review a client's goals and results, and agree the plan for the next period.",
    templateType: 'client',
    defaultDuration: 60,
    agendaItems: [
      { title: 'Goals and current results', timeAllocation: 15 },
      { title: 'Challenges and opportunities', timeAllocation: 20 },
      { title: 'Strategy and next steps', timeAllocation: 15 },
      { title: 'Agree action items', timeAllocation: 10 },
    ],
  },
  {
    name: 'Investor Update',
    description: 'Share the numbers, the progress and the asks with an investor.',
    templateType: 'investor',
    defaultDuration: 45,
    agendaItems: [
      { title: 'Key metrics', timeAllocation: 10 },
      { title: 'Progress and milestones', timeAllocation: 15 },
      { title: 'Challenges and asks', timeAllocation: 10 },
      { title: 'Questions and next steps', timeAllocation: 10 },
    ],
  },
];
