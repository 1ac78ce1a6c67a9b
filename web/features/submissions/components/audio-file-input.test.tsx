// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_MESSAGES, RECORDING_WORDS, SESSION_MAX_RECORDINGS } from '../../../../contracts/submissions';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/lib/use-toast';
import { AudioFileInput } from './audio-file-input';

afterEach(() => {
  cleanup();
  resetToasts();
});

function choose(files: File[]) {
  fireEvent.change(screen.getByLabelText(RECORDING_WORDS.addFile, { selector: 'input' }), { target: { files } });
}

describe('AudioFileInput (issue 35)', () => {
  it('offers audio files only, and passes on the ones within the recordings’ limits', () => {
    const onAdd = vi.fn();
    render(<AudioFileInput alreadyChosen={0} onAdd={onAdd} />);
    const input = screen.getByLabelText(RECORDING_WORDS.addFile, { selector: 'input' });
    expect(input.getAttribute('accept')).toBe('audio/*');
    expect(screen.getByText(RECORDING_WORDS.addFileHint)).toBeTruthy();
    const memo = new File([new Uint8Array(8)], 'memo.m4a', { type: 'audio/mp4' });
    choose([memo]);
    expect(onAdd).toHaveBeenCalledWith([memo]);
  });

  it('refuses a file that is not audio, or one too many, with the same words as the server', async () => {
    const onAdd = vi.fn();
    render(
      <>
        <AudioFileInput alreadyChosen={SESSION_MAX_RECORDINGS} onAdd={onAdd} />
        <Toaster />
      </>,
    );
    choose([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText(RECORDING_MESSAGES.notAudio)).toBeTruthy();
    choose([new File([new Uint8Array(8)], 'one-more.webm', { type: 'audio/webm' })]);
    expect(await screen.findByText(RECORDING_MESSAGES.tooMany)).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
