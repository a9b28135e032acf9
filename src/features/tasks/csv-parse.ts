// Parses a task list with papaparse in chunks and builds its preview; runs inside the worker, or
// on the main thread where workers are missing (tests).
import Papa from 'papaparse';
import { TASK_CSV_PARSE_CONFIG, addParsedChunk, createCsvPreview, type CsvRow } from '@/lib/tasks';
import type { CsvPreviewMessage } from './csv-protocol';

/** About 1 MB of text per chunk: a progress report each. */
const CHUNK_SIZE = 1024 * 1024;

export function parseCsvFile(file: Blob, report: (message: CsvPreviewMessage) => void): void {
  const preview = createCsvPreview();
  let first = true;
  const size = Math.max(1, file.size);
  Papa.parse<CsvRow, File>(file as File, {
    ...TASK_CSV_PARSE_CONFIG,
    chunkSize: CHUNK_SIZE,
    chunk: (results) => {
      addParsedChunk(preview, results, first);
      first = false;
      report({ kind: 'progress', fraction: Math.min(1, results.meta.cursor / size) });
    },
    complete: () => report({ kind: 'done', preview: preview.result() }),
    error: (error) => report({ kind: 'failed', message: error.message }),
  });
}
