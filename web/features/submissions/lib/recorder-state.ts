/** One finished recording of the session, kept in the browser until the upload. */
export interface SessionRecordingItem {
  id: string;
  blob: Blob;
  /** An object URL for playback; revoked when the recording is removed or the page closes. */
  url: string;
  /** Whole seconds, from the timer (MediaRecorder's webm carries no duration of its own); 0 when unknown. */
  durationSeconds: number;
  /** A chosen audio file's own name; recordings made here have none. */
  name?: string;
}

/**
 * Spec 000 §4 Recording: idle → recording (timer ticking each second) → stopped, which adds a
 * recording and returns to idle. `starting` covers the microphone permission prompt and
 * `stopping` the moment until the recorder hands over its last data.
 */
export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopping';

export interface RecorderState {
  phase: RecorderPhase;
  startedAt: number | null;
  elapsedSeconds: number;
  recordings: SessionRecordingItem[];
}

export type RecorderAction =
  | { type: 'start' }
  | { type: 'started'; at: number }
  | { type: 'failed' }
  | { type: 'tick'; now: number }
  | { type: 'stop' }
  | { type: 'stopped'; recording: SessionRecordingItem | null }
  | { type: 'remove'; id: string }
  /** Recordings kept from an earlier visit (the draft) or chosen as files, before any made meanwhile. */
  | { type: 'restored'; recordings: SessionRecordingItem[] }
  | { type: 'clear' };

export const initialRecorderState: RecorderState = { phase: 'idle', startedAt: null, elapsedSeconds: 0, recordings: [] };

export function elapsedSince(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
  switch (action.type) {
    case 'start':
      return state.phase === 'idle' ? { ...state, phase: 'starting', elapsedSeconds: 0 } : state;
    case 'started':
      return state.phase === 'starting' ? { ...state, phase: 'recording', startedAt: action.at, elapsedSeconds: 0 } : state;
    case 'failed':
      return { ...state, phase: 'idle', startedAt: null, elapsedSeconds: 0 };
    case 'tick':
      return state.phase === 'recording' && state.startedAt !== null ? { ...state, elapsedSeconds: elapsedSince(state.startedAt, action.now) } : state;
    case 'stop':
      return state.phase === 'recording' ? { ...state, phase: 'stopping' } : state;
    case 'stopped':
      return {
        ...state,
        phase: 'idle',
        startedAt: null,
        elapsedSeconds: 0,
        recordings: action.recording ? [...state.recordings, action.recording] : state.recordings,
      };
    case 'remove':
      return { ...state, recordings: state.recordings.filter((r) => r.id !== action.id) };
    case 'restored':
      return { ...state, recordings: [...action.recordings, ...state.recordings] };
    case 'clear':
      return { ...state, recordings: [] };
  }
}
