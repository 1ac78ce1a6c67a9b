import { describe, expect, it } from 'vitest';
import { instantOf } from './local-time.ts';
import { dueReminder, nextReminder, REMINDER_LATENESS_MS } from './reminder-schedule.ts';

const iso = (d: Date) => d.toISOString();
const sunday = (timeZone: string, reminderHour: number) => ({ timeZone, reminderHour, reminderWeekday: 7 });

describe('a weekly reminder across daylight saving (2026: EU changes on 29 March and 25 October, US on 8 March and 1 November)', () => {
  it('09:00 in Berlin stays 09:00 local on both sides of the spring change', () => {
    const before = nextReminder(sunday('Europe/Berlin', 9), new Date('2026-03-22T00:00:00Z'));
    const after = nextReminder(sunday('Europe/Berlin', 9), new Date('2026-03-28T12:00:00Z'));
    expect([iso(before.at), before.localDate]).toEqual(['2026-03-22T08:00:00.000Z', '2026-03-22']); // CET, +01:00
    expect([iso(after.at), after.localDate]).toEqual(['2026-03-29T07:00:00.000Z', '2026-03-29']); // CEST, +02:00
  });

  it('09:00 in Berlin stays 09:00 local on both sides of the autumn change', () => {
    expect(iso(nextReminder(sunday('Europe/Berlin', 9), new Date('2026-10-19T00:00:00Z')).at)).toBe('2026-10-25T08:00:00.000Z');
    expect(iso(nextReminder(sunday('Europe/Berlin', 9), new Date('2026-10-26T00:00:00Z')).at)).toBe('2026-11-01T08:00:00.000Z');
  });

  it('09:00 in New York stays 09:00 local across the US changes', () => {
    expect(iso(nextReminder(sunday('America/New_York', 9), new Date('2026-03-02T00:00:00Z')).at)).toBe('2026-03-08T13:00:00.000Z'); // EDT
    expect(iso(nextReminder(sunday('America/New_York', 9), new Date('2026-03-01T00:00:00Z')).at)).toBe('2026-03-01T14:00:00.000Z'); // EST
    expect(iso(nextReminder(sunday('America/New_York', 9), new Date('2026-10-26T00:00:00Z')).at)).toBe('2026-11-01T14:00:00.000Z'); // EST again
  });

  it('the skipped spring hour is sent at the next valid local time (02:00 → 03:00)', () => {
    const berlin = nextReminder(sunday('Europe/Berlin', 2), new Date('2026-03-28T12:00:00Z'));
    expect(iso(berlin.at)).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST
    const newYork = nextReminder(sunday('America/New_York', 2), new Date('2026-03-07T12:00:00Z'));
    expect(iso(newYork.at)).toBe('2026-03-08T07:00:00.000Z'); // 03:00 EDT
  });

  it('the repeated autumn hour gives one slot, the first of the two', () => {
    expect(iso(instantOf('Europe/Berlin', { year: 2026, month: 10, day: 25, hour: 2, minute: 0 }))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(instantOf('America/New_York', { year: 2026, month: 11, day: 1, hour: 1, minute: 0 }))).toBe('2026-11-01T05:00:00.000Z');
    // Checked at every quarter hour through the night, the 02:00 reminder is due for one local date only.
    const due = new Set<string>();
    for (let t = Date.parse('2026-10-24T22:00:00Z'); t <= Date.parse('2026-10-25T04:00:00Z'); t += 15 * 60_000) {
      const slot = dueReminder(sunday('Europe/Berlin', 2), new Date(t), new Date(0));
      if (slot) due.add(`${slot.localDate}@${iso(slot.at)}`);
    }
    expect([...due]).toEqual(['2026-10-25@2026-10-25T00:00:00.000Z']);
  });
});

describe('which reminder is due', () => {
  const time = { timeZone: 'Europe/Berlin', reminderHour: 9, reminderWeekday: 6 }; // Saturdays
  const slot = new Date('2026-06-06T07:00:00Z'); // Saturday 09:00 CEST

  it('is none before its hour, the slot once it has passed, and none once it is too late', () => {
    expect(dueReminder(time, new Date(slot.getTime() - 60_000), new Date(0))).toBeNull();
    expect(dueReminder(time, slot, new Date(0))).toEqual({ at: slot, localDate: '2026-06-06' });
    expect(dueReminder(time, new Date(slot.getTime() + REMINDER_LATENESS_MS + 60_000), new Date(0))).toBeNull();
  });

  it('is none when the parent turned the reminder on after that hour (no late reminder at once)', () => {
    expect(dueReminder(time, new Date(slot.getTime() + 3_600_000), new Date(slot.getTime() + 1_800_000))).toBeNull();
  });
});

describe('many parents at one instant (the scheduler keeps the slots it worked out)', () => {
  const local = (zone: string, at: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(at);
  const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

  it("gives every parent their own zone's weekday and hour, asked twice in any order", () => {
    const now = new Date('2026-10-24T22:30:00Z');
    const times = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata'].flatMap((timeZone) =>
      [1, 3, 6, 7].flatMap((reminderWeekday) => [0, 9, 23].map((reminderHour) => ({ timeZone, reminderWeekday, reminderHour }))),
    );
    for (const round of [times, [...times].reverse()]) {
      for (const time of round) {
        const next = nextReminder(time, now);
        const parts = local(time.timeZone, next.at);
        expect(next.at.getTime()).toBeGreaterThan(now.getTime());
        expect(next.at.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
        expect(WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')!.value) + 1).toBe(time.reminderWeekday);
        expect(Number(parts.find((p) => p.type === 'hour')!.value)).toBe(time.reminderHour);
      }
    }
  });
});
