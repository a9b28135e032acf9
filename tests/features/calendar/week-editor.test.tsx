// @vitest-environment jsdom
// The week editor on its own (controlled by a small host): adding, changing and removing blocks
// with the keyboard alone, the arrow keys on a block's bar, copying Monday, validation shown
// beside the block, dates that differ, and the "your time" hint for another zone.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../render';
import { stubResizeObserver } from '../../harness/resize-observer';
import { WeekEditor } from '@/features/calendar/week-editor';
import { scheduleOf, validateWeek, weekOf, type WeekSchedule } from '@/lib/calendar';

stubResizeObserver();
afterEach(cleanup);

const NOW = new Date('2026-01-14T12:00:00Z');
let latest: WeekSchedule | null = null;

function Host({ initial, viewerZone = 'America/Los_Angeles' }: { initial: WeekSchedule; viewerZone?: string }) {
  const [week, setWeek] = useState(initial);
  latest = week;
  return <WeekEditor value={week} onChange={setWeek} errors={validateWeek(week)} viewerZone={viewerZone} now={NOW} />;
}

const la = weekOf({
  timezone: 'America/Los_Angeles',
  appointmentDuration: 60,
  availability: [{ day: 'monday', start: '09:00', end: '17:00' }],
});

// A busy machine (shared cores) makes Chakra's first renders slow: a generous timeout.
describe('the week editor', { timeout: 120_000 }, () => {
  it('adds hours to a day and sets them with the keyboard only', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Host initial={la} />);
    const add = screen.getByRole('button', { name: 'Add hours on Tuesday' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Tuesday 9:00 AM – 5:00 PM' })).toBeInTheDocument();
    // Tab to the new block's start and end lists and choose times by typing.
    const start = screen.getByRole('combobox', { name: 'Tuesday block 1 starts' });
    await user.selectOptions(start, '10:00 AM');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tuesday block 1 ends' }), '2:30 PM');
    expect(scheduleOf(latest as WeekSchedule).availability).toContainEqual({
      day: 'tuesday',
      start: '10:00',
      end: '14:30',
    });
  });

  it('moves a block with the arrow keys, changes its end with Shift, and removes it with Delete', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Host initial={la} />);
    screen.getByRole('button', { name: 'Monday 9:00 AM – 5:00 PM' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Monday 9:30 AM – 5:30 PM' })).toHaveFocus();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(screen.getByRole('button', { name: 'Monday 9:30 AM – 5:15 PM' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Monday 9:15 AM – 5:00 PM' })).toBeInTheDocument();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: /^Monday \d/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Monday' })).getByText('Closed')).toBeInTheDocument();
  });

  it('copies Monday to the weekdays', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Host initial={la} />);
    await user.click(screen.getByRole('button', { name: 'Copy to weekdays' }));
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      expect(screen.getByRole('button', { name: `${day} 9:00 AM – 5:00 PM` })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Saturday' })).getByText('Closed')).toBeInTheDocument();
  });

  it('says beside a block what is wrong with it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Host initial={la} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday block 1 ends' }), '8:00 AM');
    expect(within(screen.getByRole('region', { name: 'Monday' })).getByRole('alert')).toHaveTextContent(
      'The end must be after the start.',
    );
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday block 1 ends' }), '5:00 PM');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday block 2 ends' }), '6:00 PM');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday block 2 starts' }), '4:00 PM');
    expect(within(screen.getByRole('region', { name: 'Monday' })).getByRole('alert')).toHaveTextContent(
      'Overlaps 9:00 AM – 5:00 PM.',
    );
  });

  it('adds a date that differs: closed, or open at other hours', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Host initial={la} />);
    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    const date = screen.getByRole('group', { name: 'Date 1' });
    // The console's one date control: typed as month/day/year, read when the field loses focus
    // (here, on the way to the note).
    const input = within(date).getByRole('textbox', { name: 'Date' });
    expect(within(date).getByRole('button', { name: 'Open the Date calendar' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '12/24/2026');
    await user.type(within(date).getByRole('textbox', { name: 'Note' }), 'Christmas Eve');
    await user.click(within(date).getByRole('checkbox', { name: 'Closed all day' }));
    await user.selectOptions(await within(date).findByRole('combobox', { name: 'Date 1 closes' }), '12:00 PM');
    expect(scheduleOf(latest as WeekSchedule).exceptions).toEqual([
      { date: '2026-12-24', start: '09:00', end: '12:00', label: 'Christmas Eve' },
    ]);
  });

  it('shows each block in the viewer’s own time when the schedule is in another zone', () => {
    renderWithProviders(<Host initial={{ ...la, timezone: 'Asia/Kolkata' }} viewerZone="America/Los_Angeles" />);
    // 9:00–17:00 in Kolkata (UTC+5:30) is 7:30 PM Sunday – 3:30 AM Monday in Los Angeles (PST).
    expect(screen.getByText('Your time: Sun 7:30 PM – Mon 3:30 AM')).toBeInTheDocument();
  });
});
