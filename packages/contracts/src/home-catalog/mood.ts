// Its own file: the home's wellness card uses the scale, not the journal's prompts (a shared file would carry both into
// that card's chunk, since the journal page of the same remote uses the prompts).
/** The mood scale of wellness and the journal: five steps, 1 (awful) to 5 (great), each with its emoji. */
export const MOOD_SCALE = [
  { value: 1, emoji: '😞', label: 'Awful' },
  { value: 2, emoji: '😕', label: 'Low' },
  { value: 3, emoji: '😐', label: 'Okay' },
  { value: 4, emoji: '🙂', label: 'Good' },
  { value: 5, emoji: '😄', label: 'Great' },
] as const;
