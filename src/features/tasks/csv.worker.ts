// The task list's preview off the main thread: papaparse reads the file in chunks, each chunk's
// rows are checked (src/lib/tasks/csv.ts), progress goes back after each chunk.
import { parseCsvFile } from './csv-parse';
import type { CsvPreviewMessage, CsvPreviewRequest } from './csv-protocol';

self.onmessage = (event: MessageEvent<CsvPreviewRequest>) => {
  parseCsvFile(event.data.file, (message: CsvPreviewMessage) => self.postMessage(message));
};
