import fs from 'node:fs';
import path from 'node:path';
import { recordBusinessMetricSchema, updateGrowthIdeaSchema } from '../src';
import { CLIENTS_NEGATIVE, CLIENTS_WHOLE_NUMBER, POTENTIAL_REVENUE_NEGATIVE, REVENUE_NEGATIVE } from '../src/messages';

// Browsers import these two files directly: they must stay free of zod (and of any import at all).
it.each(['messages.ts', 'calendar.ts'])('%s imports nothing', (file) => {
  expect(fs.readFileSync(path.join(__dirname, '../src', file), 'utf8')).not.toMatch(/^\s*import\s/m);
});

it('the inline form messages are the ones the server answers with', () => {
  const issue = (body: unknown) => recordBusinessMetricSchema.safeParse(body).error?.issues[0]?.message;
  const base = { businessId: 'b', date: '2025-01-01', revenue: 1, clients: 1 };
  expect(issue({ ...base, revenue: -1 })).toBe(REVENUE_NEGATIVE);
  expect(issue({ ...base, clients: -1 })).toBe(CLIENTS_NEGATIVE);
  expect(issue({ ...base, clients: 1.5 })).toBe(CLIENTS_WHOLE_NUMBER);
  expect(updateGrowthIdeaSchema.safeParse({ status: 'planning', potentialRevenue: -1 }).error?.issues[0]?.message).toBe(
    POTENTIAL_REVENUE_NEGATIVE,
  );
});
