import { describe, expect, it } from 'vitest';
import { checkpointFixture } from '../../../../test/web-plan-fixtures';
import { CHECKPOINT_MESSAGES } from '../../../../contracts/checkpoints';
import { checkpointRows, lateSheetCheckpoint, settledCheckpoints } from './checkpoint-rows';

describe('checkpointRows', () => {
  it('locks every checkpoint before 4 drawings have their feedback, and counts the drawings so far', () => {
    const rows = checkpointRows(3, []);
    expect(rows.map((r) => r.state)).toEqual(['locked', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(rows.map((r) => r.drawingsNeeded)).toEqual([4, 8, 12, 16, 20, 24]);
    expect(rows.map((r) => CHECKPOINT_MESSAGES.opensAfter(r.drawingsNeeded, r.drawingsDone)).slice(0, 2)).toEqual([
      'Opens after 4 drawings with feedback (3 so far)',
      'Opens after 8 drawings with feedback (3 so far)',
    ]);
  });

  it('is ready at 4 × N, pending while evaluating, completed with a result, and ready again after a failure', () => {
    expect(
      checkpointRows(8, undefined)
        .map((r) => r.state)
        .slice(0, 3),
    ).toEqual(['ready', 'ready', 'locked']);
    const rows = checkpointRows(12, [
      checkpointFixture({ checkpointNumber: 1 }),
      checkpointFixture({ checkpointNumber: 2, status: 'pending', cognitiveAge: null, analysis: null }),
      checkpointFixture({ checkpointNumber: 3, status: 'failed', cognitiveAge: null, analysis: null, error: 'Timed out' }),
    ]);
    expect(rows.map((r) => r.state).slice(0, 4)).toEqual(['completed', 'pending', 'ready', 'locked']);
  });

  it('settledCheckpoints picks only awaited checkpoints that finished', () => {
    const list = [checkpointFixture({ checkpointNumber: 1 }), checkpointFixture({ checkpointNumber: 2, status: 'pending' })];
    expect(settledCheckpoints(new Set([1, 2]), list).map((c) => c.checkpointNumber)).toEqual([1]);
    expect(settledCheckpoints(new Set([2]), list)).toEqual([]);
  });
});

describe('lateSheetCheckpoint', () => {
  const done = (n: number) => checkpointFixture({ checkpointNumber: n });
  it('lets the latest completed checkpoint take its shape sheet after Evaluate, until the next one is ready', () => {
    expect(lateSheetCheckpoint(checkpointRows(3, []))).toBeNull();
    expect(lateSheetCheckpoint(checkpointRows(7, [done(1)]))).toBe(1);
    expect(lateSheetCheckpoint(checkpointRows(9, [done(1), done(2)]))).toBe(2);
    expect(lateSheetCheckpoint(checkpointRows(8, [done(1)]))).toBeNull();
    expect(lateSheetCheckpoint(checkpointRows(8, [done(1), checkpointFixture({ checkpointNumber: 2, status: 'pending' })]))).toBeNull();
  });
});
