import { Unzip, UnzipInflate } from 'fflate';
import { SaxesParser } from 'saxes';

// Reads an Apple Health export (export.zip, or its export.xml) as a stream and keeps only per-day aggregates
// (docs/decisions/2002-apple-health-import.md). Plain module: the Web Worker runs it in the browser, the bench and the
// unit tests run it in Node. Memory: one input chunk, the unzip window and saxes' buffer, plus the aggregates (a few
// numbers per hour and per sleep interval) — never the file.

export interface ImportProgress {
  bytesRead: number;
  totalBytes: number;
  records: number;
}

export type Flow = 'spotting' | 'light' | 'medium' | 'heavy';

/** One day as POST /api/wellness/import takes it (only the figures the export has). */
export interface DayAggregate {
  date: string;
  steps?: number;
  sleepMinutes?: number;
  calories?: number;
  /** 'total' when resting energy was recorded too (calories = active + resting), else 'active' (active only). */
  caloriesKind?: 'active' | 'total';
  flow?: Flow;
}

/** What an export gave: the days, how many records were read, and the nights measured by time in bed. */
export interface HealthExportSummary {
  days: DayAggregate[];
  records: number;
  /** Nights with no asleep records (an iPhone's Bedtime without a Watch), whose sleep is their time in bed. */
  inBedNights: number;
}

const STEPS = 'HKQuantityTypeIdentifierStepCount';
const ACTIVE = 'HKQuantityTypeIdentifierActiveEnergyBurned';
const BASAL = 'HKQuantityTypeIdentifierBasalEnergyBurned';
const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis';
const IN_BED = 'HKCategoryValueSleepAnalysisInBed';
const FLOW = 'HKCategoryTypeIdentifierMenstrualFlow';
const FLOWS: Record<string, Flow> = {
  HKCategoryValueMenstrualFlowLight: 'light',
  HKCategoryValueMenstrualFlowMedium: 'medium',
  HKCategoryValueMenstrualFlowHeavy: 'heavy',
  // "Unspecified" means the person logged a period day without a strength.
  HKCategoryValueMenstrualFlowUnspecified: 'medium',
};
const FLOW_ORDER: Flow[] = ['spotting', 'light', 'medium', 'heavy'];
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Hour numbers (since 1970) stay far below this, so kind × stride + hour is unique. */
const KIND_STRIDE = 1e8;
/** A sleep interval counts for the day it ends the night of: the calendar day of its start + 6 h (23:10 → next day, a 14:00 nap → that day). */
const NIGHT_SHIFT = 6 * HOUR;

/** '2024-01-05 23:10:00 +0100' → the instant, and the wall-clock time as if it were UTC (for calendar days). */
export function parseHealthDate(text: string): { at: number; wall: number } {
  const wall = Date.UTC(
    +text.slice(0, 4),
    +text.slice(5, 7) - 1,
    +text.slice(8, 10),
    +text.slice(11, 13),
    +text.slice(14, 16),
    +text.slice(17, 19),
  );
  const zone = text.slice(20).trim();
  const offset = /^[+-]\d{4}$/.test(zone)
    ? (zone[0] === '-' ? -1 : 1) * (+zone.slice(1, 3) * 60 + +zone.slice(3, 5)) * 60_000
    : 0;
  return { at: wall - offset, wall };
}

const dayOf = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/**
 * Per-day aggregates of the records it is given, in any order.
 * - Steps and energy: per hour, each source's records are summed and the **largest source** is kept (an iPhone and a
 *   Watch both count the same walk; adding them would double it), then the hours of a day are added. A day with
 *   resting (basal) energy gets active + resting, marked 'total'; a day with active energy only is marked 'active',
 *   so it is judged against the active goal (docs/decisions/2805).
 * - Sleep: every "asleep" interval (core, deep, REM, unspecified; not in bed or awake) of every source is merged into
 *   one timeline (overlaps count once) and each merged stretch is added to its night. A night with no asleep records
 *   at all (iPhone Bedtime without a Watch records only "in bed") takes its merged time in bed instead, and is counted
 *   in `inBedNights` so the result can say so.
 * - Menstrual flow: the strongest flow logged that day.
 */
export class HealthAggregator {
  records = 0;
  // Keys are numbers, never slices of attribute values: saxes hands out substrings of its whole input chunk, and a
  // kept substring would keep the chunk (megabytes) alive — memory would grow with the file.
  private readonly hourly = new Map<number, number[]>(); // kind × wall-clock hour → sum per source index
  private readonly sources = new Map<string, number>();
  private readonly sleep: Array<[start: number, end: number, wall: number]> = [];
  private readonly inBed: Array<[start: number, end: number, wall: number]> = [];
  /** Nights whose sleep came from time in bed, after days(). */
  inBedNights = 0;
  private readonly flows = new Map<number, Flow>(); // wall-clock day number → strongest flow

  add(attrs: Record<string, string>): void {
    this.records++;
    const type = attrs.type;
    if (type === STEPS || type === ACTIVE || type === BASAL) {
      const value = Number(attrs.value);
      if (!Number.isFinite(value) || value < 0 || !attrs.startDate) return;
      const amount = type !== STEPS && attrs.unit === 'kJ' ? value / 4.184 : value;
      const hour = Math.floor(parseHealthDate(attrs.startDate).wall / HOUR);
      if (!Number.isFinite(hour)) return;
      const key = (type === STEPS ? 0 : type === ACTIVE ? 1 : 2) * KIND_STRIDE + hour;
      const sums = this.hourly.get(key) ?? [];
      const source = this.sourceIndex(attrs.sourceName ?? '');
      sums[source] = (sums[source] ?? 0) + amount;
      this.hourly.set(key, sums);
    } else if (type === SLEEP) {
      const asleep = attrs.value?.startsWith('HKCategoryValueSleepAnalysisAsleep');
      if ((!asleep && attrs.value !== IN_BED) || !attrs.startDate || !attrs.endDate) return;
      const start = parseHealthDate(attrs.startDate);
      const end = parseHealthDate(attrs.endDate);
      if (end.at > start.at) (asleep ? this.sleep : this.inBed).push([start.at, end.at, start.wall]);
    } else if (type === FLOW) {
      const flow = FLOWS[attrs.value]; // 'None' and unknown values log nothing
      if (!flow || !attrs.startDate) return;
      const day = Math.floor(parseHealthDate(attrs.startDate).wall / DAY);
      if (!Number.isFinite(day)) return;
      const known = this.flows.get(day);
      if (!known || FLOW_ORDER.indexOf(flow) > FLOW_ORDER.indexOf(known)) this.flows.set(day, flow);
    }
  }

  private sourceIndex(name: string): number {
    const known = this.sources.get(name);
    if (known !== undefined) return known;
    // A copy of the name (see above), kept once per source.
    this.sources.set([...name].join(''), this.sources.size);
    return this.sources.size - 1;
  }

  /** The days, oldest first, with each figure rounded and capped to what the API accepts. */
  days(): DayAggregate[] {
    const days = new Map<string, DayAggregate>();
    const day = (date: string) => days.get(date) ?? days.set(date, { date }).get(date)!;
    const energy = new Map<string, { active: number; basal: number }>();
    for (const [key, sums] of this.hourly) {
      const largest = Math.max(...sums.filter((n) => n !== undefined));
      const kind = Math.floor(key / KIND_STRIDE);
      const date = dayOf((key - kind * KIND_STRIDE) * HOUR);
      if (kind === 0) day(date).steps = (day(date).steps ?? 0) + largest;
      else {
        const kcal = energy.get(date) ?? energy.set(date, { active: 0, basal: 0 }).get(date)!;
        if (kind === 1) kcal.active += largest;
        else kcal.basal += largest;
      }
    }
    for (const [date, { active, basal }] of energy) {
      day(date).calories = Math.min(20_000, Math.round(active + basal));
      day(date).caloriesKind = basal > 0 ? 'total' : 'active';
    }
    const asleep = byNight(this.sleep);
    this.inBedNights = 0;
    for (const [date, minutes] of byNight(this.inBed))
      if (!asleep.has(date) && minutes > 0) {
        asleep.set(date, minutes);
        this.inBedNights++;
      }
    for (const [date, minutes] of asleep) day(date).sleepMinutes = Math.min(1440, Math.round(minutes));
    for (const [dayNumber, flow] of this.flows) day(dayOf(dayNumber * DAY)).flow = flow;
    for (const d of days.values()) if (d.steps !== undefined) d.steps = Math.min(200_000, Math.round(d.steps));
    return [...days.values()]
      .filter((d) => d.date >= '1970-01-01' && d.date <= '9999-12-31')
      .sort((a, b) => (a.date < b.date ? -1 : 1));
  }
}

/** Minutes per night: the intervals of all sources merged, each merged stretch counted for the night it starts in. */
function byNight(intervals: ReadonlyArray<[start: number, end: number, wall: number]>): Map<string, number> {
  const nights = new Map<string, number>();
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let current: [number, number, number] | null = null;
  const close = () => {
    if (!current) return;
    const night = dayOf(current[2] + NIGHT_SHIFT);
    nights.set(night, (nights.get(night) ?? 0) + (current[1] - current[0]) / 60_000);
  };
  for (const interval of sorted) {
    if (current && interval[0] <= current[1]) current[1] = Math.max(current[1], interval[1]);
    else {
      close();
      current = [...interval];
    }
  }
  close();
  return nights;
}

export class NotAHealthExport extends Error {
  constructor() {
    super(
      'This file is not an Apple Health export. On your iPhone: Health → your profile → Export All Health Data, then pick export.zip.',
    );
  }
}

type Source = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

async function* chunksOf(source: Source): AsyncGenerator<Uint8Array> {
  if ('getReader' in source) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  } else yield* source;
}

/**
 * Stream an export through unzip (fflate) and the XML parser (saxes) into a HealthAggregator. Accepts export.zip (its
 * apple_health_export/export.xml; export_cda.xml and the rest are skipped unread) or export.xml itself.
 * `onProgress` is called at most every `progressEvery` bytes; `signal` cancels between chunks.
 */
export async function parseHealthExport(
  source: Source,
  {
    totalBytes,
    onProgress,
    signal,
    progressEvery = 1 << 20,
  }: { totalBytes: number; onProgress?: (p: ImportProgress) => void; signal?: AbortSignal; progressEvery?: number },
): Promise<HealthExportSummary> {
  const aggregator = new HealthAggregator();
  // No line/column tracking: nothing reports positions, and it costs a third of the parse time.
  const parser = new SaxesParser({ position: false });
  // iOS 16+ exports carry stray control characters and a broken DTD: note the error and keep going.
  parser.on('error', () => undefined);
  parser.on('opentag', (tag) => {
    if (tag.name === 'Record') aggregator.add(tag.attributes as Record<string, string>);
  });
  const decoder = new TextDecoder();
  let foundXml = false;
  const feed = (bytes: Uint8Array) => parser.write(decoder.decode(bytes, { stream: true }));
  let unzip: Unzip | null = null;
  let bytesRead = 0;
  let reported = 0;
  for await (const chunk of chunksOf(source)) {
    if (signal?.aborted) throw new DOMException('The import was cancelled', 'AbortError');
    if (bytesRead === 0) {
      if (chunk[0] === 0x50 && chunk[1] === 0x4b) {
        unzip = new Unzip((file) => {
          if (!/(^|\/)export\.xml$/.test(file.name)) return;
          foundXml = true;
          file.ondata = (err, data) => {
            if (err) throw err;
            feed(data);
          };
          file.start();
        });
        unzip.register(UnzipInflate);
      } else if (new TextDecoder().decode(chunk.subarray(0, 64)).trimStart().startsWith('<')) foundXml = true;
      else throw new NotAHealthExport();
    }
    bytesRead += chunk.length;
    if (unzip) unzip.push(chunk);
    else feed(chunk);
    if (onProgress && bytesRead - reported >= progressEvery) {
      reported = bytesRead;
      onProgress({ bytesRead, totalBytes, records: aggregator.records });
    }
  }
  unzip?.push(new Uint8Array(0), true);
  feed(new Uint8Array(0));
  parser.close();
  if (!foundXml) throw new NotAHealthExport();
  onProgress?.({ bytesRead, totalBytes, records: aggregator.records });
  const days = aggregator.days();
  return { days, records: aggregator.records, inBedNights: aggregator.inBedNights };
}
