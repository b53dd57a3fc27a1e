import type { UpsertWellness } from '@fj/contracts';

/** What a wellness write does, in words, while it waits to sync on this device (docs/decisions/2602). */
export const wellnessLabel = (day: string, changes: UpsertWellness) =>
  `${Object.keys(changes).length === 1 && changes.mood !== undefined ? 'Mood' : 'Wellness'} for ${day}`;
