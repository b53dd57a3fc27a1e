import { dayOfYear } from './dayOfYear';

/** "Today's Motivation": 7 short lines, one a day by day of year. */
export const MOTIVATIONS = [
  'Small steps every day add up to big results.',
  'Focus on progress, not perfection.',
  'Your customers are waiting for what only you can build.',
  'Ship something today, learn something tomorrow.',
  'Rest is part of the work. Look after yourself.',
  'One conversation can change the direction of your business.',
  'Celebrate the wins, however small they are.',
] as const;

export const motivationFor = (date: Date): string => MOTIVATIONS[dayOfYear(date) % MOTIVATIONS.length];
