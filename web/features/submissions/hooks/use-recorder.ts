import { useEffect, useReducer, useRef } from 'react';
import { toast } from '@/lib/use-toast';
import { useT } from '@/i18n/use-t';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { SessionRecording } from '../api/submissions';
import { audioDurationSeconds } from '../lib/audio-duration';
import { elapsedSince, initialRecorderState, recorderReducer, type SessionRecordingItem } from '../lib/recorder-state';

/** Spec 000 §9: recordings are webm; opus is what browsers record speech with best. */
export const RECORDING_MIME_TYPE = 'audio/webm;codecs=opus';
export const MICROPHONE_FAILED = 'submissions.session.microphoneFailed' satisfies MessageKey;

let nextId = 0;

/**
 * The session's voice recorder. The microphone is only held while recording: its tracks stop
 * when a recording stops and when the page goes away, so the browser's "recording" light goes
 * out and other apps get the microphone back.
 */
export function useRecorder() {
  const t = useT();
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const startedAt = useRef(0);
  const urls = useRef(new Set<string>());
  const mounted = useRef(true);

  useEffect(() => {
    if (state.phase !== 'recording') return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);

  useEffect(() => {
    mounted.current = true;
    const objectUrls = urls.current;
    return () => {
      mounted.current = false;
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      recorder.current = null;
      releaseMicrophone(stream);
      for (const url of objectUrls) URL.revokeObjectURL(url);
      objectUrls.clear();
    };
  }, []);

  async function start() {
    if (state.phase !== 'idle') return;
    dispatch({ type: 'start' });
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('Recording is not supported here');
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      if (!mounted.current) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      stream.current = media;
      const options = MediaRecorder.isTypeSupported(RECORDING_MIME_TYPE) ? { mimeType: RECORDING_MIME_TYPE } : undefined;
      const active = new MediaRecorder(media, options);
      const chunks: Blob[] = [];
      active.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      active.onstop = () => {
        releaseMicrophone(stream);
        recorder.current = null;
        if (!mounted.current) return;
        dispatch({ type: 'stopped', recording: finishRecording(chunks, active.mimeType, elapsedSince(startedAt.current, Date.now()), urls.current) });
      };
      // A timeslice delivers the audio in pieces, so a long session never waits on one huge buffer.
      active.start(1000);
      recorder.current = active;
      startedAt.current = Date.now();
      dispatch({ type: 'started', at: startedAt.current });
    } catch {
      releaseMicrophone(stream);
      recorder.current = null;
      dispatch({ type: 'failed' });
      toast({ variant: 'destructive', title: t(MICROPHONE_FAILED) });
    }
  }

  function stop() {
    if (state.phase !== 'recording' || !recorder.current) return;
    dispatch({ type: 'stop' });
    recorder.current.stop();
  }

  function remove(id: string) {
    const item = state.recordings.find((r) => r.id === id);
    if (item) {
      URL.revokeObjectURL(item.url);
      urls.current.delete(item.url);
    }
    dispatch({ type: 'remove', id });
  }

  /** Puts recordings kept from an earlier visit back in the list, playable again. */
  function restore(kept: readonly SessionRecording[]) {
    dispatch({ type: 'restored', recordings: kept.map(({ blob, durationSeconds }) => recordingItem(blob, durationSeconds, urls.current)) });
  }

  /** Audio files the parent chose (issue 35) join the list as recordings, under their own names. */
  async function addFiles(files: readonly File[]) {
    const items = await Promise.all(files.map(async (file) => ({ ...recordingItem(file, await audioDurationSeconds(file), urls.current), name: file.name })));
    if (mounted.current) dispatch({ type: 'restored', recordings: items });
  }

  /** Removes every finished recording (a recording under way still ends up in the list). */
  function clear() {
    for (const item of state.recordings) {
      URL.revokeObjectURL(item.url);
      urls.current.delete(item.url);
    }
    dispatch({ type: 'clear' });
  }

  return { ...state, start, stop, remove, restore, addFiles, clear };
}

function releaseMicrophone(stream: { current: MediaStream | null }) {
  stream.current?.getTracks().forEach((track) => track.stop());
  stream.current = null;
}

function finishRecording(chunks: Blob[], mimeType: string, seconds: number, urls: Set<string>): SessionRecordingItem | null {
  const blob = new Blob(chunks, { type: mimeType || 'audio/webm' });
  if (blob.size === 0) return null;
  // A recording shorter than a second still counts as one: a duration of 0 reads as "empty".
  return recordingItem(blob, Math.max(1, seconds), urls);
}

/** A recording in the list, with the playback URL that the page revokes when it goes. */
function recordingItem(blob: Blob, durationSeconds: number, urls: Set<string>): SessionRecordingItem {
  const url = URL.createObjectURL(blob);
  urls.add(url);
  nextId += 1;
  return { id: `recording-${nextId}`, blob, url, durationSeconds };
}
