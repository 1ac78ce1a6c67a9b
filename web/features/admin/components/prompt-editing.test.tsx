// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_API,
  AdminPromptsResponse,
  AiProvidersResponse,
  PromptVersionsResponse,
  UpdatePromptResponse,
  type PromptVersion,
} from '../../../../contracts/admin';
import type { Prompt } from '../../../../contracts/prompts';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { AdminPromptsPage } from '../routes/admin-prompts-page';
import { onePage } from '../lib/page-fixtures';

const analysis: Prompt = {
  id: 'p1',
  name: 'drawing-analysis',
  description: 'Estimates the drawing stage.',
  prompt: 'Age: {{AGE}}\nLook closely.',
  model: 'gpt-4o-mini',
  provider: 'openai',
  version: 1,
  isActive: true,
  updatedAt: '2026-03-02T10:15:00.000Z',
};
const feedback: Prompt = { ...analysis, id: 'p2', name: 'submission-evaluation', description: 'Weekly feedback.', prompt: 'Week {{WEEK_NUMBER}}' };
const v1: PromptVersion = { version: 1, prompt: analysis.prompt, model: analysis.model, provider: 'openai', changedBy: null, createdAt: analysis.updatedAt };

const server = mockApi(
  // No OpenAI key on this server, OpenRouter configured.
  answer.get(ADMIN_API.aiProviders, AiProvidersResponse, { openai: false, openrouter: true }),
  answer.get(ADMIN_API.promptVersions(':id'), PromptVersionsResponse, onePage([v1])),
);

/** The admin API as the page sees it; PATCH answers with the next version (or `patchRefused`). */
function renderPage({ patchRefused }: { patchRefused?: ReturnType<typeof answerError> } = {}) {
  let prompts = [analysis, feedback];
  server.use(
    answer.get(ADMIN_API.prompts, AdminPromptsResponse, () => prompts),
    patchRefused ??
      answer.patch(ADMIN_API.prompt('p1'), UpdatePromptResponse, ({ body }) => {
        const saved = { ...analysis, ...(body as Partial<Prompt>), version: 2 };
        prompts = [saved, feedback];
        return { prompt: saved, version: 2 };
      }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminPromptsPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

const patches = () => server.requests('PATCH').map(({ method, path, body }) => ({ method, url: path, body }));

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('AdminPromptsPage', () => {
  it('lists the prompts with title, version, Active, description and last update', async () => {
    renderPage();
    const item = await screen.findByRole('button', { name: /Drawing Analysis/ });
    expect(item.textContent).toContain('Version v1');
    expect(item.textContent).toContain('Active');
    expect(item.textContent).toContain('Estimates the drawing stage.');
    expect(item.textContent).toMatch(/Updated Mar 2, 2026/);
    expect(screen.getByRole('button', { name: /Submission Evaluation/ })).toBeTruthy();
    // No OpenAI key on this server: the prompt says it runs on the local analyser.
    expect(await screen.findByText(/No OpenAI key is set, so this task runs on the local analyser/)).toBeTruthy();
  });

  it('shows Reset and Save Changes only after a change, and saves only the changed field', async () => {
    renderPage();
    const model = await screen.findByLabelText('Model');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    fireEvent.change(model, { target: { value: 'gpt-4o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Successfully updated prompt (v2)');
    expect(screen.getByText('Prompt Updated')).toBeTruthy();
    expect(patches()).toEqual([{ method: 'PATCH', url: '/api/admin/prompts/p1', body: { model: 'gpt-4o' } }]);
    // The edits are cleared: the saved prompt now matches, so the buttons go away.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull());
  });

  it('treats typing back the saved value as no change, and Reset discards edits', async () => {
    renderPage();
    const model = await screen.findByLabelText('Model');
    fireEvent.change(model, { target: { value: 'gpt-4o' } });
    fireEvent.change(model, { target: { value: 'gpt-4o-mini' } });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'openrouter' } });
    expect(screen.getByText(/OpenRouter is configured on this server/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText('Provider') as HTMLSelectElement).value).toBe('openai');
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('keeps unsaved edits per prompt when switching between them', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Prompt'), { target: { value: 'Age: {{AGE}}\nLook very closely.' } });
    const list = screen.getByRole('list', { name: 'Prompts' });
    expect(within(list).getByRole('button', { name: /Drawing Analysis/ }).textContent).toContain('Unsaved changes');
    fireEvent.click(within(list).getByRole('button', { name: /Submission Evaluation/ }));
    expect((screen.getByLabelText('Prompt') as HTMLTextAreaElement).value).toBe('Week {{WEEK_NUMBER}}');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: /Drawing Analysis/ }));
    expect((screen.getByLabelText('Prompt') as HTMLTextAreaElement).value).toBe('Age: {{AGE}}\nLook very closely.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('highlights placeholders in the Preview, including edits not yet saved', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Prompt'), { target: { value: 'Week {{WEEK_NUMBER}} for {{CHILD}}' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    const marks = [...panel.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['{{WEEK_NUMBER}}', '{{CHILD}} (not a known placeholder)']);
  });

  it('says "Update Failed" with the server message and keeps the edits', async () => {
    renderPage({ patchRefused: answerError('patch', ADMIN_API.prompt('p1'), 400, { code: 'VALIDATION_FAILED', message: 'The prompt text cannot be empty' }) });
    fireEvent.change(await screen.findByLabelText('Prompt'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Update Failed');
    expect(screen.getByText('The prompt text cannot be empty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('on a lost session says so and goes to the login after 500 ms', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: {
        ...original,
        pathname: '/admin/prompts',
        // The mock server resolves the app's relative URLs against this.
        get href() {
          return original.href;
        },
        set href(url: string) {
          assign(url);
        },
      },
    });
    try {
      renderPage({ patchRefused: answerError('patch', ADMIN_API.prompt('p1'), 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }) });
      fireEvent.change(await screen.findByLabelText('Model'), { target: { value: 'gpt-4o' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await screen.findByText('Session expired. Logging in again...');
      expect(screen.getByText('Unauthorized')).toBeTruthy();
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fadmin%2Fprompts'), { timeout: 1500 });
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
