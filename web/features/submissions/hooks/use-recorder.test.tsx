// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToast } from '@/lib/use-toast';
import { RECORDING_MIME_TYPE, useRecorder } from './use-recorder';

/** Just enough of MediaRecorder to drive the hook: start, stop, data, and what it was given. */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static supported = true;
  static isTypeSupported = vi.fn((type: string) => FakeMediaRecorder.supported && type === RECORDING_MIME_TYPE);
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }
  start = vi.fn(() => {
    this.state = 'recording';
  });
  stop = vi.fn(() => {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus-bytes'], { type: this.mimeType }) });
    this.onstop?.();
  });
}

let track: { stop: ReturnType<typeof vi.fn> };
let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['setInterval', 'clearInterval', 'Date'] });
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.supported = true;
  track = { stop: vi.fn() };
  getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  let n = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:recording-${++n}`), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function startRecording(result: { current: ReturnType<typeof useRecorder> }) {
  await act(async () => {
    await result.current.start();
  });
}

describe('useRecorder', () => {
  it('goes idle → recording with a timer ticking each second → idle with a new recording', async () => {
    const { result } = renderHook(() => useRecorder());
    expect(result.current.phase).toBe('idle');

    await startRecording(result);
    expect(result.current.phase).toBe('recording');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(FakeMediaRecorder.instances[0]?.options).toEqual({ mimeType: RECORDING_MIME_TYPE });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.elapsedSeconds).toBe(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.elapsedSeconds).toBe(3);

    act(() => result.current.stop());
    expect(result.current.phase).toBe('idle');
    expect(result.current.elapsedSeconds).toBe(0);
    expect(result.current.recordings).toHaveLength(1);
    expect(result.current.recordings[0]).toMatchObject({ durationSeconds: 3, url: 'blob:recording-1' });
    expect(result.current.recordings[0]?.blob.type).toBe(RECORDING_MIME_TYPE);
    expect(track.stop).toHaveBeenCalled();
  });

  it('keeps several recordings and removes one, revoking its playback URL', async () => {
    const { result } = renderHook(() => useRecorder());
    for (let i = 0; i < 2; i += 1) {
      await startRecording(result);
      act(() => vi.advanceTimersByTime(2000));
      act(() => result.current.stop());
    }
    expect(result.current.recordings).toHaveLength(2);
    const [first, second] = result.current.recordings;
    act(() => result.current.remove(first!.id));
    expect(result.current.recordings.map((r) => r.id)).toEqual([second!.id]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first!.url);
  });

  it('records without a mimeType where webm/opus is not supported', async () => {
    FakeMediaRecorder.supported = false;
    const { result } = renderHook(() => useRecorder());
    await startRecording(result);
    expect(FakeMediaRecorder.instances[0]?.options).toBeUndefined();
  });

  it('says so when the microphone is refused, and stays idle', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const toasts = renderHook(() => useToast());
    const { result } = renderHook(() => useRecorder());
    await startRecording(result);
    expect(result.current.phase).toBe('idle');
    expect(result.current.recordings).toEqual([]);
    expect(toasts.result.current.toasts[0]).toMatchObject({ variant: 'destructive', title: 'Failed to start recording. Please check microphone permissions.' });
  });

  it('stops the recorder and the microphone when the page goes away mid-recording', async () => {
    const { result, unmount } = renderHook(() => useRecorder());
    await startRecording(result);
    unmount();
    expect(FakeMediaRecorder.instances[0]?.stop).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
  });
});
