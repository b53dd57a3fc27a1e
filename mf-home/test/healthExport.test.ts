/**
 * @jest-environment node
 */
import {
  HealthAggregator,
  NotAHealthExport,
  parseHealthExport,
  type ImportProgress,
} from '../src/features/wellness/import/healthExport';
import { exportDays, healthXml, zipToBuffer, type RecordSpec } from './fixtures/healthExportFixture';

// The import worker's module, run in Node on generated exports (decision 2002).

async function* chunked(bytes: Uint8Array, size = 4096): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
const parse = (bytes: Uint8Array, options: Partial<Parameters<typeof parseHealthExport>[1]> = {}) =>
  parseHealthExport(chunked(bytes), { totalBytes: bytes.length, ...options });
const zipOf = (records: RecordSpec[]) => zipToBuffer(healthXml(records));

const steps = (value: number, start: string, source = 'Ann’s iPhone'): RecordSpec => ({
  type: 'HKQuantityTypeIdentifierStepCount',
  unit: 'count',
  source,
  value,
  start,
  end: start,
});
const asleep = (
  start: string,
  end: string,
  source = 'Ann’s Apple Watch',
  value = 'HKCategoryValueSleepAnalysisAsleepCore',
): RecordSpec => ({ type: 'HKCategoryTypeIdentifierSleepAnalysis', source, value, start, end });

it('reads a generated export.zip into per-day aggregates: steps not doubled, sleep per night, energy summed, flow', async () => {
  const bytes = zipOf([...exportDays('2026-01-30', 30)]);
  const { days, records } = await parse(bytes);
  expect(days).toHaveLength(30);
  expect(records).toBeGreaterThan(30 * 180);
  const dayIndex = 10;
  let expectedSteps = 0;
  for (let hour = 7; hour < 21; hour++)
    for (let minute = 0; minute < 60; minute += 10) expectedSteps += 40 + ((dayIndex * 7 + hour * 3 + minute) % 60);
  expect(days[dayIndex]).toEqual({
    date: '2026-01-11',
    steps: expectedSteps,
    sleepMinutes: 420,
    calories: 1337,
    caloriesKind: 'total',
  });
  expect(days[0]).toMatchObject({ date: '2026-01-01', flow: 'heavy' });
  expect(days[1]).toMatchObject({ flow: 'light' });
  expect(days.filter((d) => d.flow)).toHaveLength(6); // days 0–3 and 28–29
  // export_cda.xml (with a 99,999-step record) is not read.
  expect(Math.max(...days.map((d) => d.steps ?? 0))).toBeLessThan(10_000);
});

it('iPhone and Watch counting the same walk: each hour takes the larger source, then the hours are added', async () => {
  const { days } = await parse(
    zipOf([
      steps(500, '2026-01-05 09:05:00 +0000'),
      steps(300, '2026-01-05 09:40:00 +0000'), // iPhone 09:00 hour: 800
      steps(700, '2026-01-05 09:10:00 +0000', 'Ann’s Apple Watch'), // Watch 09:00 hour: 700
      steps(1000, '2026-01-05 10:00:00 +0000', 'Ann’s Apple Watch'), // only the Watch at 10:00
    ]),
  );
  expect(days).toEqual([{ date: '2026-01-05', steps: 1800 }]); // not 2,500
});

it('merges overlapping sleep of every source, counts a night crossing midnight for the morning it ends, a nap for its own day', async () => {
  const { days } = await parse(
    zipOf([
      asleep(
        '2026-01-05 22:30:00 +0000',
        '2026-01-06 06:00:00 +0000',
        'Ann’s iPhone',
        'HKCategoryValueSleepAnalysisAsleepUnspecified',
      ),
      asleep('2026-01-05 23:00:00 +0000', '2026-01-06 02:00:00 +0000'),
      asleep('2026-01-06 03:00:00 +0000', '2026-01-06 06:30:00 +0000'),
      {
        type: 'HKCategoryTypeIdentifierSleepAnalysis',
        value: 'HKCategoryValueSleepAnalysisInBed',
        start: '2026-01-05 21:00:00 +0000',
        end: '2026-01-06 08:00:00 +0000',
      },
      {
        type: 'HKCategoryTypeIdentifierSleepAnalysis',
        value: 'HKCategoryValueSleepAnalysisAwake',
        start: '2026-01-06 06:30:00 +0000',
        end: '2026-01-06 07:00:00 +0000',
      },
      asleep('2026-01-06 14:00:00 +0000', '2026-01-06 14:30:00 +0000'), // a nap
      // A night with a gap before midnight: 22:00–23:40 and 00:10–06:00 are one night (Jan 8).
      asleep('2026-01-07 22:00:00 +0000', '2026-01-07 23:40:00 +0000'),
      asleep('2026-01-08 00:10:00 +0000', '2026-01-08 06:00:00 +0000'),
      // Offsets are honoured: 01:00 +0100 is midnight UTC, so these two overlap by an hour.
      asleep('2026-01-09 23:00:00 +0000', '2026-01-10 01:00:00 +0000'),
      asleep('2026-01-10 01:00:00 +0100', '2026-01-10 07:00:00 +0100'),
    ]),
  );
  expect(days).toEqual([
    { date: '2026-01-06', sleepMinutes: 480 + 30 }, // 22:30–06:30 merged, plus the nap
    { date: '2026-01-08', sleepMinutes: 100 + 350 },
    { date: '2026-01-10', sleepMinutes: 7 * 60 }, // 23:00–06:00 UTC
  ]);
});

const inBed = (start: string, end: string, source = 'Ann’s iPhone'): RecordSpec => ({
  type: 'HKCategoryTypeIdentifierSleepAnalysis',
  source,
  value: 'HKCategoryValueSleepAnalysisInBed',
  start,
  end,
});

it('uses time in bed for a night with no asleep records (iPhone Bedtime without a Watch), and says how many', async () => {
  const { days, inBedNights } = await parse(
    zipOf([
      // Jan 6: only In Bed, in two overlapping records (merged): 22:50–06:00 = 7 h 10 min.
      inBed('2026-01-05 22:50:00 +0000', '2026-01-06 05:00:00 +0000'),
      inBed('2026-01-06 04:30:00 +0000', '2026-01-06 06:00:00 +0000'),
      // Jan 7: a Watch recorded sleep stages too: those win, time in bed is not added.
      inBed('2026-01-06 22:00:00 +0000', '2026-01-07 07:00:00 +0000'),
      asleep('2026-01-06 23:00:00 +0000', '2026-01-07 06:00:00 +0000'),
    ]),
  );
  expect(days).toEqual([
    { date: '2026-01-06', sleepMinutes: 7 * 60 + 10 },
    { date: '2026-01-07', sleepMinutes: 7 * 60 },
  ]);
  expect(inBedNights).toBe(1);
});

it('marks a day with active energy only as active, and one with resting energy too as total', async () => {
  const energy = (type: string, value: number, start: string): RecordSpec => ({
    type: `HKQuantityTypeIdentifier${type}EnergyBurned`,
    unit: 'kcal',
    value,
    start,
    end: start,
  });
  const { days } = await parse(
    zipOf([
      energy('Active', 300, '2026-01-05 09:00:00 +0000'),
      energy('Active', 150, '2026-01-05 18:00:00 +0000'),
      energy('Active', 400, '2026-01-06 09:00:00 +0000'),
      energy('Basal', 1600, '2026-01-06 10:00:00 +0000'),
    ]),
  );
  expect(days).toEqual([
    { date: '2026-01-05', calories: 450, caloriesKind: 'active' },
    { date: '2026-01-06', calories: 2000, caloriesKind: 'total' },
  ]);
});

it('reads export.xml itself, converts kJ, survives stray control characters, and reports progress', async () => {
  const xml = new TextEncoder().encode(
    [
      ...healthXml([
        {
          type: 'HKQuantityTypeIdentifierActiveEnergyBurned',
          unit: 'kJ',
          value: 418.4,
          start: '2026-01-05 09:00:00 +0000',
          end: '2026-01-05 09:30:00 +0000',
        },
        {
          type: 'HKQuantityTypeIdentifierBasalEnergyBurned',
          unit: 'kcal',
          value: 50,
          start: '2026-01-05 09:00:00 +0000',
          end: '2026-01-05 09:30:00 +0000',
        },
      ]),
    ].join(''),
  );
  const progress: ImportProgress[] = [];
  const { days, records } = await parse(xml, { onProgress: (p) => progress.push(p), progressEvery: 1024 });
  expect(days).toEqual([{ date: '2026-01-05', calories: 150, caloriesKind: 'total' }]);
  expect(records).toBe(3);
  expect(progress.length).toBeGreaterThan(1);
  expect(progress[progress.length - 1]).toEqual({ bytesRead: xml.length, totalBytes: xml.length, records: 3 });
  expect(progress.map((p) => p.bytesRead)).toEqual([...progress.map((p) => p.bytesRead)].sort((a, b) => a - b));
});

it('refuses a file that is not an export, and stops when cancelled', async () => {
  await expect(parse(new TextEncoder().encode('just some text, not health data'))).rejects.toBeInstanceOf(
    NotAHealthExport,
  );
  const controller = new AbortController();
  const bytes = zipOf([...exportDays('2026-01-30', 20)]);
  const run = parse(bytes, { signal: controller.signal, onProgress: () => controller.abort(), progressEvery: 1 });
  await expect(run).rejects.toThrow('The import was cancelled');
});

it('aggregates records in any order (the same result whatever order the sources were written in)', () => {
  const records = [...exportDays('2026-01-03', 3)];
  const toAttrs = (r: RecordSpec) => ({
    type: r.type,
    sourceName: r.source ?? 'Ann’s iPhone',
    unit: r.unit ?? '',
    value: String(r.value),
    startDate: r.start,
    endDate: r.end,
  });
  const forward = new HealthAggregator();
  const backward = new HealthAggregator();
  records.forEach((r) => forward.add(toAttrs(r)));
  [...records].reverse().forEach((r) => backward.add(toAttrs(r)));
  expect(backward.days()).toEqual(forward.days());
});
