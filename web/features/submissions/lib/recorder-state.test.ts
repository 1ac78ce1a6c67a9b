import { describe, expect, it } from 'vitest';
import { initialRecorderState, recorderReducer, type RecorderState } from './recorder-state';

const recording = (id: string) => ({ id, blob: new Blob(['a']), url: `blob:${id}`, durationSeconds: 2 });

describe('recorderReducer', () => {
  it('ignores a second start and a stop while not recording', () => {
    const starting = recorderReducer(initialRecorderState, { type: 'start' });
    expect(starting.phase).toBe('starting');
    expect(recorderReducer(starting, { type: 'start' })).toBe(starting);
    expect(recorderReducer(initialRecorderState, { type: 'stop' })).toBe(initialRecorderState);
  });

  it('counts whole seconds from the start only while recording', () => {
    const recordingState = recorderReducer(recorderReducer(initialRecorderState, { type: 'start' }), { type: 'started', at: 10_000 });
    expect(recorderReducer(recordingState, { type: 'tick', now: 12_999 }).elapsedSeconds).toBe(2);
    expect(recorderReducer(initialRecorderState, { type: 'tick', now: 99_000 }).elapsedSeconds).toBe(0);
  });

  it('adds the finished recording and returns to idle; an empty one adds nothing', () => {
    const stopping: RecorderState = { phase: 'stopping', startedAt: 1, elapsedSeconds: 4, recordings: [recording('a')] };
    const done = recorderReducer(stopping, { type: 'stopped', recording: recording('b') });
    expect(done).toMatchObject({ phase: 'idle', elapsedSeconds: 0, startedAt: null });
    expect(done.recordings.map((r) => r.id)).toEqual(['a', 'b']);
    expect(recorderReducer(stopping, { type: 'stopped', recording: null }).recordings).toHaveLength(1);
  });

  it('returns to idle when the microphone fails', () => {
    const starting = recorderReducer(initialRecorderState, { type: 'start' });
    expect(recorderReducer(starting, { type: 'failed' }).phase).toBe('idle');
  });

  it('puts recordings kept from earlier before the ones made meanwhile, and clears them all', () => {
    const meanwhile: RecorderState = { ...initialRecorderState, recordings: [recording('new')] };
    const restored = recorderReducer(meanwhile, { type: 'restored', recordings: [recording('kept-1'), recording('kept-2')] });
    expect(restored.recordings.map((r) => r.id)).toEqual(['kept-1', 'kept-2', 'new']);
    expect(recorderReducer(restored, { type: 'clear' }).recordings).toEqual([]);
  });
});
