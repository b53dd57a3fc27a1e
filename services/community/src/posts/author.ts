import type { CommunityAuthor } from '@fj/contracts';

const ANONYMOUS: CommunityAuthor = { name: 'Anonymous', initials: 'AN' };
const LETTER = /[\p{L}\p{N}]/u;
const firstLetters = (word: string, count: number) =>
  Array.from(word)
    .filter((ch) => LETTER.test(ch))
    .slice(0, count)
    .join('');

/**
 * How other members see an author: "First Last" (never the e-mail), and initials for the avatar — the first letters
 * of the first and last words of the name, or the first two letters of a one-word name; 'Anonymous' / 'AN' without one.
 */
export function authorOf(firstName: string | null, lastName: string | null): CommunityAuthor {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const words = name.split(/\s+/).filter((word) => LETTER.test(word));
  if (words.length === 0) return ANONYMOUS;
  const initials =
    words.length === 1
      ? firstLetters(words[0], 2)
      : firstLetters(words[0], 1) + firstLetters(words[words.length - 1], 1);
  return { name, initials: initials.toUpperCase() };
}
