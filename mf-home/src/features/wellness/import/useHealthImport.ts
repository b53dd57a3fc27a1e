import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_IMPORT_DAYS } from '@fj/contracts/home-catalog';
import type { WellnessImportRequest, WellnessImportResult } from '@fj/contracts';
import { apiJson, errorMessage, formatNumber } from '@fj/ui';
import { refreshAfterImport } from '../api/wellnessHistoryApi';
import type { DayAggregate } from './healthExport';
import type { WorkerMessage } from './healthImport.worker';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'reading'; bytesRead: number; totalBytes: number; records: number }
  | { phase: 'uploading'; daysSent: number; totalDays: number; records: number }
  | { phase: 'done'; days: number; records: number; inBedNights: number; result: WellnessImportResult }
  | { phase: 'cancelled' }
  | { phase: 'error'; message: string };

/** Batches of at most 366 days, oldest first (each one idempotent, so a retry after a failure repeats nothing). */
export function importBatches(days: readonly DayAggregate[]): DayAggregate[][] {
  const batches: DayAggregate[][] = [];
  for (let at = 0; at < days.length; at += MAX_IMPORT_DAYS) batches.push(days.slice(at, at + MAX_IMPORT_DAYS));
  return batches;
}

const sum = (a: WellnessImportResult, b: WellnessImportResult): WellnessImportResult => ({
  imported: a.imported + b.imported,
  unchanged: a.unchanged + b.unchanged,
  skippedManual: a.skippedManual + b.skippedManual,
  skippedFuture: a.skippedFuture + b.skippedFuture,
});

/**
 * The import of decision 2002: the file is read in a Web Worker (loaded only when an import starts), then the day
 * aggregates are sent in batches. `cancel` stops the worker, or stops before the next batch.
 */
const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * What a finished import says: the days written and left alone, the nights measured by time in bed (no sleep
 * stages were recorded), and the days after today the server skipped — nothing is dropped silently.
 */
export function importSummary(done: Extract<ImportState, { phase: 'done' }>): string {
  const { result } = done;
  const parts = [
    `Imported ${plural(done.days, 'day', 'days')} from ${plural(done.records, 'record', 'records')}: ${formatNumber(result.imported)} updated, ${formatNumber(result.unchanged)} already up to date${result.skippedManual ? `, ${plural(result.skippedManual, 'day', 'days')} kept your own entries` : ''}.`,
  ];
  if (done.inBedNights)
    parts.push(
      `${plural(done.inBedNights, 'night has', 'nights have')} no sleep stages (no Apple Watch), so time in bed was used as sleep.`,
    );
  if (result.skippedFuture) parts.push(`${plural(result.skippedFuture, 'day', 'days')} in the future skipped.`);
  return parts.join(' ');
}

export function useHealthImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  const cancelled = useRef(false);
  useEffect(() => () => worker.current?.terminate(), []);

  const upload = useCallback(
    async (days: DayAggregate[], records: number, inBedNights: number, overwriteManual: boolean) => {
      let total: WellnessImportResult = { imported: 0, unchanged: 0, skippedManual: 0, skippedFuture: 0 };
      let sent = 0;
      setState({ phase: 'uploading', daysSent: 0, totalDays: days.length, records });
      for (const batch of importBatches(days)) {
        if (cancelled.current) return;
        const body: WellnessImportRequest = { days: batch, overwriteManual };
        total = sum(total, await apiJson<WellnessImportResult>('POST', '/api/wellness/import', body));
        sent += batch.length;
        setState({ phase: 'uploading', daysSent: sent, totalDays: days.length, records });
      }
      refreshAfterImport(queryClient);
      setState({ phase: 'done', days: days.length, records, inBedNights, result: total });
    },
    [queryClient],
  );

  const start = useCallback(
    (file: File, overwriteManual: boolean) => {
      worker.current?.terminate();
      cancelled.current = false;
      setState({ phase: 'reading', bytesRead: 0, totalBytes: file.size, records: 0 });
      const w = new Worker(new URL('./healthImport.worker.ts', import.meta.url), { name: 'health-import' });
      worker.current = w;
      w.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
        if (data.type === 'progress')
          setState({ phase: 'reading', bytesRead: data.bytesRead, totalBytes: data.totalBytes, records: data.records });
        else if (data.type === 'error') setState({ phase: 'error', message: data.message });
        else {
          w.terminate();
          if (data.days.length === 0)
            setState({ phase: 'error', message: 'This export has no steps, sleep, energy or cycle records.' });
          else
            upload(data.days, data.records, data.inBedNights, overwriteManual).catch((error) =>
              setState({ phase: 'error', message: errorMessage(error, 'The import could not be saved') }),
            );
        }
      };
      w.onerror = () => setState({ phase: 'error', message: 'This file could not be read' });
      w.postMessage({ file });
    },
    [upload],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    worker.current?.terminate();
    setState({ phase: 'cancelled' });
  }, []);

  return { state, start, cancel, reset: () => setState({ phase: 'idle' }) };
}
