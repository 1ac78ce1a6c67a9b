import { expect, it } from 'vitest';
import { pacer, type Clock } from './give-way.ts';

/** A clock that moves only when told: batches "take" what the test says, rests are recorded. */
function testClock() {
  let now = 0;
  const rests: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      rests.push(ms);
      now += ms;
    },
  };
  return { clock, rests, work: (ms: number) => (now += ms) };
}

it('rests twice as long as a batch took, so a sweep works a third of the time', async () => {
  const { clock, rests, work } = testClock();
  const giveWay = pacer(1 / 3, clock);
  work(30);
  await giveWay();
  expect(rests).toEqual([60]);
});

it('times each batch from the end of the last rest', async () => {
  const { clock, rests, work } = testClock();
  const giveWay = pacer(1 / 2, clock);
  work(20);
  await giveWay();
  work(10);
  await giveWay();
  expect(rests).toEqual([20, 10]);
});

it('does not rest after a batch shorter than a page request, and counts the next from there', async () => {
  const { clock, rests, work } = testClock();
  const giveWay = pacer(1 / 3, clock);
  work(1);
  await giveWay();
  work(3);
  await giveWay();
  expect(rests).toEqual([6]);
});
