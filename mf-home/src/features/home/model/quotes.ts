import { dayOfYear } from './dayOfYear';

export interface Quote {
  text: string;
  author: string;
  category: 'startup' | 'leadership' | 'perseverance' | 'growth' | 'innovation' | 'business' | 'mindset';
}

/** "Inspirational Quotes": 40 quotes with author and category (attributions checked against their sources). */
export const QUOTES: readonly Quote[] = [
  {
    text: "Your time is limited, so don't waste it living someone else's life.",
    author: 'Steve Jobs',
    category: 'mindset',
  },
  { text: 'The only way to do great work is to love what you do.', author: 'Steve Jobs', category: 'mindset' },
  {
    text: "You can't connect the dots looking forward; you can only connect them looking backwards.",
    author: 'Steve Jobs',
    category: 'perseverance',
  },
  {
    text: "Great things in business are never done by one person. They're done by a team of people.",
    author: 'Steve Jobs',
    category: 'leadership',
  },
  {
    text: "If you are not embarrassed by the first version of your product, you've launched too late.",
    author: 'Reid Hoffman',
    category: 'startup',
  },
  { text: 'Make something people want.', author: 'Paul Graham', category: 'startup' },
  { text: "Do things that don't scale.", author: 'Paul Graham', category: 'startup' },
  {
    text: 'The way to get startup ideas is not to try to think of startup ideas.',
    author: 'Paul Graham',
    category: 'startup',
  },
  { text: 'The best way to predict the future is to invent it.', author: 'Alan Kay', category: 'innovation' },
  {
    text: 'Genius is one percent inspiration and ninety-nine percent perspiration.',
    author: 'Thomas Edison',
    category: 'perseverance',
  },
  { text: 'Chance favors only the prepared mind.', author: 'Louis Pasteur', category: 'mindset' },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
    category: 'growth',
  },
  { text: 'Move fast and break things.', author: 'Mark Zuckerberg', category: 'startup' },
  { text: 'The biggest risk is not taking any risk.', author: 'Mark Zuckerberg', category: 'mindset' },
  {
    text: 'Your most unhappy customers are your greatest source of learning.',
    author: 'Bill Gates',
    category: 'business',
  },
  {
    text: 'We see our customers as invited guests to a party, and we are the hosts.',
    author: 'Jeff Bezos',
    category: 'business',
  },
  { text: 'Work hard, have fun, make history.', author: 'Jeff Bezos', category: 'leadership' },
  { text: 'Be stubborn on vision but flexible on details.', author: 'Jeff Bezos', category: 'leadership' },
  {
    text: 'The best time to plant a tree was 20 years ago. The second best time is now.',
    author: 'Chinese proverb',
    category: 'growth',
  },
  { text: 'Fall seven times, stand up eight.', author: 'Japanese proverb', category: 'perseverance' },
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin', category: 'mindset' },
  { text: "Opportunities don't happen. You create them.", author: 'Chris Grosser', category: 'mindset' },
  { text: 'Ideas are easy. Execution is everything.', author: 'John Doerr', category: 'business' },
  { text: "Risk comes from not knowing what you're doing.", author: 'Warren Buffett', category: 'business' },
  { text: 'Price is what you pay. Value is what you get.', author: 'Warren Buffett', category: 'business' },
  {
    text: 'It takes 20 years to build a reputation and five minutes to ruin it.',
    author: 'Warren Buffett',
    category: 'business',
  },
  {
    text: 'Efficiency is doing things right; effectiveness is doing the right things.',
    author: 'Peter Drucker',
    category: 'leadership',
  },
  {
    text: 'There is nothing so useless as doing efficiently that which should not be done at all.',
    author: 'Peter Drucker',
    category: 'leadership',
  },
  {
    text: 'It is not the critic who counts; not the man who points out how the strong man stumbles.',
    author: 'Theodore Roosevelt',
    category: 'perseverance',
  },
  { text: 'I never dreamed about success. I worked for it.', author: 'Estée Lauder', category: 'perseverance' },
  { text: "Don't worry about failure; you only have to be right once.", author: 'Drew Houston', category: 'startup' },
  {
    text: "If everything seems under control, you're not going fast enough.",
    author: 'Mario Andretti',
    category: 'mindset',
  },
  { text: "You miss 100% of the shots you don't take.", author: 'Wayne Gretzky', category: 'mindset' },
  {
    text: 'When something is important enough, you do it even if the odds are not in your favor.',
    author: 'Elon Musk',
    category: 'perseverance',
  },
  { text: 'Hard choices, easy life. Easy choices, hard life.', author: 'Jerzy Gregorek', category: 'growth' },
  {
    text: 'Motivation is what gets you started. Habit is what keeps you going.',
    author: 'Jim Ryun',
    category: 'growth',
  },
  {
    text: 'The people who are crazy enough to think they can change the world are the ones who do.',
    author: "Apple, 'Think Different' (1997)",
    category: 'innovation',
  },
  {
    text: "Success is a lousy teacher. It seduces smart people into thinking they can't lose.",
    author: 'Bill Gates',
    category: 'mindset',
  },
  {
    text: 'The secret of change is to focus all of your energy not on fighting the old, but on building the new.',
    author: "Dan Millman, 'Way of the Peaceful Warrior'",
    category: 'innovation',
  },
  {
    text: 'Amateurs sit and wait for inspiration, the rest of us just get up and go to work.',
    author: 'Stephen King',
    category: 'growth',
  },
];

/** 4 slots a day (00–05, 06–11, 12–17, 18–23 h); slot number = day of year × 4 + slot. */
export const quoteSlot = (date: Date): number => dayOfYear(date) * 4 + Math.floor(date.getHours() / 6);

export const quoteFor = (date: Date): Quote => QUOTES[quoteSlot(date) % QUOTES.length];
