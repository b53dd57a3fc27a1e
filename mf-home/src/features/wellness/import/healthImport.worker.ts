import { parseHealthExport, type DayAggregate, type ImportProgress } from './healthExport';

// The import's Web Worker: reads the picked file as a stream off the main thread and answers with progress messages
// and, at the end, the per-day aggregates (the only thing that leaves the device). Cancelling terminates the worker.

export type WorkerMessage =
  | ({ type: 'progress' } & ImportProgress)
  | { type: 'done'; days: DayAggregate[]; records: number; inBedNights: number }
  | { type: 'error'; message: string };

const scope = self as unknown as {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: MessageEvent<{ file: File }>) => void) | null;
};

/** The last message of an import: never rejects, a failure is an 'error' message. */
async function importFile(file: File): Promise<WorkerMessage> {
  try {
    const { days, records, inBedNights } = await parseHealthExport(file.stream(), {
      totalBytes: file.size,
      // Every 2 MB: ~100 messages for a 200 MB export, smooth enough for a progress bar.
      progressEvery: 2 << 20,
      onProgress: (progress) => scope.postMessage({ type: 'progress', ...progress }),
    });
    return { type: 'done', days, records, inBedNights };
  } catch (error) {
    return { type: 'error', message: error instanceof Error ? error.message : 'This file could not be read' };
  }
}

scope.onmessage = ({ data: { file } }) => {
  void importFile(file).then((message) => scope.postMessage(message));
};
