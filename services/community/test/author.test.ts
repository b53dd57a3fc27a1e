import { authorOf } from '../src/posts/author';

describe('authorOf: the name and avatar initials other members see', () => {
  it.each([
    ['Ada', 'Lovelace', { name: 'Ada Lovelace', initials: 'AL' }],
    ['  grace ', ' hopper ', { name: 'grace hopper', initials: 'GH' }],
    ['Cher', null, { name: 'Cher', initials: 'CH' }],
    [null, 'Turing', { name: 'Turing', initials: 'TU' }],
    ['Mary Ann', 'van der Berg', { name: 'Mary Ann van der Berg', initials: 'MB' }],
    ['Émile', 'Zola', { name: 'Émile Zola', initials: 'ÉZ' }],
    ['李', '小龙', { name: '李 小龙', initials: '李小' }],
    ['Q', null, { name: 'Q', initials: 'Q' }],
    ["O'Neil", '(Jr)', { name: "O'Neil (Jr)", initials: 'OJ' }],
    [null, null, { name: 'Anonymous', initials: 'AN' }],
    ['   ', '', { name: 'Anonymous', initials: 'AN' }],
    ['!!!', '???', { name: 'Anonymous', initials: 'AN' }],
  ])('%j %j → %j', (first, last, expected) => {
    expect(authorOf(first, last)).toEqual(expected);
  });
});
