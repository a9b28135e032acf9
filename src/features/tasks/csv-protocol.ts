import type { CsvPreview } from '@/lib/tasks';

/** Main thread → worker: preview this file. */
export interface CsvPreviewRequest {
  file: Blob;
}

/** Worker → main thread: progress (0..1), then the preview or a failure. */
export type CsvPreviewMessage =
  { kind: 'progress'; fraction: number } | { kind: 'done'; preview: CsvPreview } | { kind: 'failed'; message: string };
