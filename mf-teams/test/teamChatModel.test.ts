import { merge, type ChatItem } from '../src/features/team-chat/model/session';
import { dayLabel, timeline, typingText } from '../src/features/team-chat/model/timeline';

const item = (over: Partial<ChatItem>): ChatItem => ({
  id: 'x',
  seq: 1,
  senderId: 'ada',
  text: 'hi',
  createdAt: '2026-11-24T10:00:00.000Z',
  state: 'sent',
  ...over,
});

describe('timeline', () => {
  it('separates days in the user zone, names the first of a run from someone else, and never names me', () => {
    const rows = timeline(
      [
        item({ id: 'a', seq: 1, senderId: 'ada', createdAt: '2026-11-23T23:30:00.000Z' }),
        item({ id: 'b', seq: 2, senderId: 'ada', createdAt: '2026-11-23T23:40:00.000Z' }),
        item({ id: 'c', seq: 3, senderId: 'me', createdAt: '2026-11-24T08:00:00.000Z' }),
        item({ id: 'd', seq: 4, senderId: 'max', createdAt: '2026-11-24T08:01:00.000Z' }),
      ],
      'me',
      0,
      'Europe/Berlin', // 23:30 UTC is already the 24th in Berlin: one day for all four
    );
    expect(
      rows.map((r) =>
        r.kind === 'message' ? `${r.item.id}${r.own ? ' own' : ''}${r.showAuthor ? ' named' : ''}` : r.kind,
      ),
    ).toEqual(['day', 'a named', 'b', 'c own', 'd named']);
    expect(
      timeline(
        [item({ createdAt: '2026-11-23T23:30:00.000Z' }), item({ id: 'y', createdAt: '2026-11-24T08:00:00.000Z' })],
        'me',
        0,
        'UTC',
      ).filter((r) => r.kind === 'day'),
    ).toHaveLength(2);
  });

  it('marks where the new messages from others start, after what was read', () => {
    const rows = timeline(
      [
        item({ id: 'a', seq: 5 }),
        item({ id: 'b', seq: 6, senderId: 'me' }),
        item({ id: 'c', seq: 7 }),
        item({ id: 'd', seq: 8 }),
      ],
      'me',
      5,
      'UTC',
    );
    expect(rows.map((r) => (r.kind === 'message' ? r.item.id : r.kind))).toEqual(['day', 'a', 'b', 'unread', 'c', 'd']);
  });

  it('labels today and yesterday, and other days by date', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(dayLabel('2026-11-24T01:00:00Z', 'UTC', now)).toBe('Today');
    expect(dayLabel('2026-11-23T01:00:00Z', 'UTC', now)).toBe('Yesterday');
    expect(dayLabel('2026-11-20T01:00:00Z', 'UTC', now)).toBe('Fri, 20 Nov 2026');
  });

  it('says who is typing', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Ada'])).toBe('Ada is typing…');
    expect(typingText(['Ada', 'Max'])).toBe('Ada and Max are typing…');
    expect(typingText(['Ada', 'Max', 'Olive'])).toBe('3 people are typing…');
  });
});

describe('merge', () => {
  it('orders stored messages by seq with unsent ones last, and keeps one entry per id', () => {
    const sending = item({
      id: 'mine',
      seq: null,
      state: 'sending',
      senderId: 'me',
      text: 'draft',
      createdAt: '2026-11-24T10:05:00.000Z',
    });
    const merged = merge(
      [item({ id: 'b', seq: 2 }), sending],
      [item({ id: 'a', seq: 1 }), item({ id: 'b', seq: 2, text: 'again' })],
    );
    expect(merged.map((i) => i.id)).toEqual(['a', 'b', 'mine']);
    expect(merged.find((i) => i.id === 'b')!.text).toBe('again');
  });

  it('keeps my plaintext and marks it sent when my own message comes back on the stream', () => {
    const sending = item({ id: 'mine', seq: null, state: 'sending', senderId: 'me', text: 'hello' });
    const [echo] = merge([sending], [item({ id: 'mine', seq: 9, senderId: 'me', text: 'hello', state: 'sent' })]);
    expect(echo).toMatchObject({ id: 'mine', seq: 9, text: 'hello', state: 'sent' });
  });
});
