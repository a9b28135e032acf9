import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, FileUpload, HStack, List, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import type { UploadTasksCsvResponse } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import { TASK_CSV_COLUMNS, TASK_CSV_MAX_BYTES, type CsvPreview } from '@/lib/tasks';
import { useUploadTasksCsv } from './api';
import { previewCsvFile, type CsvPreviewJob } from './csv-preview-client';
import { FormActions, FormError } from '@/components/form-actions';

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type Step =
  | { kind: 'choose'; problem?: string }
  | { kind: 'parsing'; file: File; fraction: number }
  | { kind: 'preview'; file: File; preview: CsvPreview }
  | { kind: 'sent'; file: File; result: UploadTasksCsvResponse };

/** The preview: counts, the file's own problems, the first rows with their problems, the bad rows by number. */
export function CsvPreviewView({ preview }: { preview: CsvPreview }) {
  const columns = preview.header.columns.filter((c) => (TASK_CSV_COLUMNS as readonly string[]).includes(c));
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" aria-label="Rows checked" role="group">
        <Badge size="lg">{count(preview.totalRows, 'row')}</Badge>
        <Badge size="lg" colorPalette="green">
          {count(preview.validRows, 'valid row')}
        </Badge>
        <Badge size="lg" colorPalette={preview.invalidRows ? 'red' : 'gray'}>
          {count(preview.invalidRows, 'row')} with problems
        </Badge>
      </HStack>
      {preview.fileProblem ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{preview.fileProblem}</Alert.Title>
        </Alert.Root>
      ) : null}
      {preview.header.unknown.length ? (
        <Text fontSize="sm" color="fg.muted">
          Ignored columns: {preview.header.unknown.join(', ')}.
        </Text>
      ) : null}
      {preview.problems.length ? (
        <Box>
          <Text fontWeight="medium" mb="1">
            Rows that will not be queued (counted after the header)
          </Text>
          <List.Root aria-label="Rows with problems" maxH="40" overflowY="auto" fontSize="sm" ps="4">
            {preview.problems.map((p) => (
              <List.Item key={p.row}>
                Row {p.row}: {p.problems.join('; ')}
              </List.Item>
            ))}
          </List.Root>
          {preview.invalidRows > preview.problems.length ? (
            <Text fontSize="sm" color="fg.muted">
              and {count(preview.invalidRows - preview.problems.length, 'more row')}.
            </Text>
          ) : null}
        </Box>
      ) : null}
      {preview.sample.length && columns.length ? (
        <Table.ScrollArea borderWidth="1px" rounded="l2" maxH="64">
          <Table.Root size="sm" stickyHeader aria-label="First rows">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Row</Table.ColumnHeader>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>Problems</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.sample.map((r) => (
                <Table.Row
                  key={r.row}
                  data-invalid={r.problems.length ? '' : undefined}
                  bg={r.problems.length ? 'bg.error' : undefined}
                >
                  <Table.Cell>{r.row}</Table.Cell>
                  {columns.map((c) => (
                    <Table.Cell key={c} maxW="48" truncate>
                      {r.values[c] ?? ''}
                    </Table.Cell>
                  ))}
                  <Table.Cell color={r.problems.length ? 'fg.error' : 'fg.muted'}>
                    {r.problems.length ? r.problems.join('; ') : 'OK'}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </Stack>
  );
}

/** The uploadTaskList overlay (`?uploadTaskList`): choose or drop a CSV, see it checked, then send it. */
export default function UploadTaskListOverlay({ close }: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const upload = useUploadTasksCsv(targetAccountId);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const job = useRef<CsvPreviewJob | null>(null);
  useEffect(() => () => job.current?.cancel(), []);

  const choose = (file: File | undefined) => {
    job.current?.cancel();
    upload.reset();
    if (!file) return;
    if (file.size > TASK_CSV_MAX_BYTES)
      return setStep({ kind: 'choose', problem: 'The file is larger than 10 MB. Split it into smaller lists.' });
    setStep({ kind: 'parsing', file, fraction: 0 });
    const started = previewCsvFile(file, (fraction) =>
      setStep((s) => (s.kind === 'parsing' && s.file === file ? { ...s, fraction } : s)),
    );
    job.current = started;
    started.promise.then(
      (preview) => setStep((s) => (s.kind === 'parsing' && s.file === file ? { kind: 'preview', file, preview } : s)),
      () => setStep({ kind: 'choose', problem: 'The file could not be read as CSV.' }),
    );
  };

  const send = (file: File) => upload.mutate(file, { onSuccess: (result) => setStep({ kind: 'sent', file, result }) });

  return (
    <Stack gap="4">
      {step.kind !== 'sent' ? (
        <FileUpload.Root
          accept={['text/csv', '.csv']}
          maxFiles={1}
          onFileAccept={(e) => choose(e.files[0])}
          onFileReject={() => setStep({ kind: 'choose', problem: 'Choose a .csv file.' })}
        >
          <FileUpload.HiddenInput aria-label="CSV file" />
          <FileUpload.Dropzone w="full" minH="28">
            <FileUp aria-hidden="true" />
            <FileUpload.DropzoneContent>
              <Text>Drop a CSV file here, or</Text>
              <FileUpload.Trigger asChild>
                <Button size="sm" variant="outline">
                  Choose a file
                </Button>
              </FileUpload.Trigger>
              <Text fontSize="xs" color="fg.muted">
                Columns: {TASK_CSV_COLUMNS.join(', ')} (type and target needed).
              </Text>
            </FileUpload.DropzoneContent>
          </FileUpload.Dropzone>
        </FileUpload.Root>
      ) : null}

      {step.kind === 'choose' && step.problem ? <FormError>{step.problem}</FormError> : null}

      {step.kind === 'parsing' ? (
        <Progress.Root value={Math.round(step.fraction * 100)} max={100} size="sm">
          <Progress.Label>Checking {step.file.name}…</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText />
        </Progress.Root>
      ) : null}

      {step.kind === 'preview' ? (
        <>
          <Text fontWeight="medium">{step.file.name}</Text>
          <CsvPreviewView preview={step.preview} />
          {upload.error ? <FormError>Could not upload the list: {humanMessage(upload.error)}</FormError> : null}
          <FormActions
            onCancel={close}
            pending={upload.isPending}
            label={<>Queue {count(step.preview.validRows, 'task')}</>}
            pendingLabel="Uploading…"
            onConfirm={() => send(step.file)}
            disabled={step.preview.validRows === 0}
          />
        </>
      ) : null}

      {step.kind === 'sent' ? (
        <Stack gap="3" role="status" aria-label="Upload result">
          <Alert.Root status={step.result.errors?.length ? 'warning' : 'success'}>
            <Alert.Indicator />
            <Alert.Title>
              {count(step.result.inserted ?? 0, 'task')} queued
              {step.result.errors?.length ? `, ${count(step.result.errors.length, 'row')} failed` : ''}.
            </Alert.Title>
          </Alert.Root>
          {step.result.errors?.length ? (
            <List.Root aria-label="Rows the server refused" maxH="40" overflowY="auto" fontSize="sm" ps="4">
              {step.result.errors.map((e, i) => (
                <List.Item key={`${e.row ?? 'x'}-${i}`}>
                  Row {e.row ?? '?'}: {e.message ?? 'refused'}
                </List.Item>
              ))}
            </List.Root>
          ) : null}
          <HStack justify="end" gap="2">
            <Button variant="outline" onClick={() => setStep({ kind: 'choose' })}>
              Upload another list
            </Button>
            <Button onClick={close}>Done</Button>
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
