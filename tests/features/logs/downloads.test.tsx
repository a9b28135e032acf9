// @vitest-environment jsdom
// Issue 28 §2: the CSV and JSON downloads carry exactly the columns on screen, in their order,
// unless the person asks for all of them (then the server's file as it comes).
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { parseCsv } from '@/features/logs';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';
import { stubResizeObserver } from '../../harness/resize-observer';

const api = useMockApi();
stubResizeObserver();

/** The files the page saved (the blobs handed to URL.createObjectURL), read as text. */
let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return `blob:test/${saved.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  clearCredentials();
});

async function choose(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
  const item = await screen.findByRole('menuitem', { name });
  await waitFor(() => expect(item).toBeVisible());
  // By keyboard, as the menu's other tests do: down to the item, then Enter. The menu takes the
  // focus a moment after it opens (a key pressed before that is lost, as on a busy machine): wait
  // for it, then press once at a time, each press waited for (no press runs past the item).
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true), { timeout: 10_000 });
  for (let press = 0; press < 12 && !item.hasAttribute('data-highlighted'); press += 1) {
    const before = menu.querySelector('[data-highlighted]');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(menu.querySelector('[data-highlighted]')).not.toBe(before), { timeout: 10_000 });
  }
  expect(item).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(saved).toHaveLength(1));
  return readText(saved[0]!);
}

/** jsdom's Blob has no text(): read it the way a page would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

describe('log downloads', () => {
  it('a CSV download has exactly the chosen columns, in their order', async () => {
    await renderRoute('/app/org/3001/logs?fields=duration,timestamp,fromNumber');
    const csv = parseCsv(await choose('Download CSV'));
    expect(csv[0]).toEqual(['duration', 'timestamp', 'fromNumber']);
    expect(csv[1]![0]).toBe('134');
    expect(csv[1]![2]).toBe('14155550187');
    const [call] = api.calls('listLogs').filter((url) => url.searchParams.get('format') === 'csv');
    expect(call?.searchParams.get('fields')).toBe('duration,timestamp,fromNumber');
  });

  it('with no chosen columns, the CSV has the default columns shown (the first 10 available)', async () => {
    await renderRoute('/app/org/3001/logs');
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    const csv = parseCsv(await choose('Download CSV'));
    expect(csv[0]).toHaveLength(10);
    expect(headers).toHaveLength(10);
    const [call] = api.calls('listLogs').filter((url) => url.searchParams.get('format') === 'csv');
    expect(call?.searchParams.get('fields')?.split(',')).toEqual(csv[0]);
  });

  it('a JSON download has the chosen columns of each row, in their order', async () => {
    await renderRoute('/app/org/3001/logs?fields=direction,roomId');
    const rows = JSON.parse(await choose('Download JSON')) as Record<string, unknown>[];
    expect(rows.map((row) => Object.keys(row))).toEqual([
      ['direction', 'roomId'],
      ['direction', 'roomId'],
    ]);
  });

  it('asked for all columns, the CSV is the server’s file with every field', async () => {
    await renderRoute('/app/org/3001/logs?fields=duration');
    const csv = parseCsv(await choose('All columns (CSV)'));
    expect(csv[0]).toEqual(expect.arrayContaining(['timestamp', 'fromNumber', 'roomId', 'uuid']));
    const [call] = api.calls('listLogs').filter((url) => url.searchParams.get('format') === 'csv');
    expect(call?.searchParams.has('fields')).toBe(false);
  });
});
