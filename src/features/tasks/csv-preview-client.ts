// Starts a task list's preview in a module worker (one per file, ended when done or cancelled);
// without workers (tests, very old browsers) the same parse runs on the main thread in chunks.
import type { CsvPreview } from '@/lib/tasks';
import type { CsvPreviewMessage } from './csv-protocol';

export interface CsvPreviewJob {
  promise: Promise<CsvPreview>;
  cancel: () => void;
}

export function previewCsvFile(file: Blob, onProgress: (fraction: number) => void): CsvPreviewJob {
  let cancel = () => {};
  const promise = new Promise<CsvPreview>((resolve, reject) => {
    const handle = (message: CsvPreviewMessage) => {
      if (message.kind === 'progress') onProgress(message.fraction);
      else if (message.kind === 'done') resolve(message.preview);
      else reject(new Error(message.message));
    };
    let worker: Worker | null = null;
    if (typeof Worker !== 'undefined') {
      try {
        worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'task-csv' });
      } catch {
        worker = null;
      }
    }
    if (!worker) {
      let cancelled = false;
      cancel = () => {
        cancelled = true;
      };
      void import('./csv-parse').then(({ parseCsvFile }) =>
        parseCsvFile(file, (message) => {
          if (!cancelled) handle(message);
        }),
      );
      return;
    }
    const w = worker;
    cancel = () => w.terminate();
    w.onmessage = (event: MessageEvent<CsvPreviewMessage>) => {
      handle(event.data);
      if (event.data.kind !== 'progress') w.terminate();
    };
    w.onerror = () => {
      w.terminate();
      reject(new Error('The file could not be read.'));
    };
    w.postMessage({ file });
  });
  return { promise, cancel: () => cancel() };
}
