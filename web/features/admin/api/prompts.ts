import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API, AdminPromptsResponse, AiProvidersResponse, PromptVersionsResponse, UpdatePromptResponse } from '../../../../contracts/admin';
import type { Prompt, UpdatePromptRequest } from '../../../../contracts/prompts';
import { api, queryFnFor } from '@/lib/api-client';
import { auditQueryKey } from './audit';
import { useAdminInfiniteList } from './infinite-list';

type Saved = z.infer<typeof UpdatePromptResponse>;

export const promptsQueryKey = [ADMIN_API.prompts] as const;
export const promptVersionsQueryKey = (id: string) => [ADMIN_API.promptVersions(id)] as const;
export const aiProvidersQueryKey = [ADMIN_API.aiProviders] as const;

/** GET /api/admin/prompts: every prompt. */
export function usePrompts() {
  return useQuery({ queryKey: promptsQueryKey, queryFn: queryFnFor(AdminPromptsResponse) });
}

/** GET /api/admin/prompts/{id}/versions: the saved versions, newest first, older ones a page at a time. */
export function usePromptVersions(id: string) {
  return useAdminInfiniteList(promptVersionsQueryKey(id)[0], PromptVersionsResponse);
}

/** GET /api/admin/ai-providers: which providers this server holds a key for. */
export function useAiProviders() {
  return useQuery({ queryKey: aiProvidersQueryKey, queryFn: queryFnFor(AiProvidersResponse) });
}

/** A saved prompt replaces its old self in the list; its history and audit trail are re-read. */
function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return (saved: Saved) => {
    queryClient.setQueryData<Prompt[]>(promptsQueryKey, (list) => list?.map((p) => (p.id === saved.prompt.id ? saved.prompt : p)));
    void queryClient.invalidateQueries({ queryKey: promptsQueryKey });
    void queryClient.invalidateQueries({ queryKey: promptVersionsQueryKey(saved.prompt.id) });
    void queryClient.invalidateQueries({ queryKey: auditQueryKey('prompt', saved.prompt.id) });
  };
}

/** PATCH /api/admin/prompts/{id} with only the changed fields → the new version. */
export async function updatePrompt({ id, changes }: { id: string; changes: UpdatePromptRequest }): Promise<Saved> {
  return api.patch(ADMIN_API.prompt(id), changes, UpdatePromptResponse);
}

export function useUpdatePrompt() {
  return useMutation({ mutationFn: updatePrompt, onSuccess: useRefreshAfterSave() });
}

/** POST /api/admin/prompts/{id}/restore {version}: an earlier text becomes a new version. */
export async function restorePrompt({ id, version }: { id: string; version: number }): Promise<Saved> {
  return api.post(ADMIN_API.restorePrompt(id), { version }, UpdatePromptResponse);
}

export function useRestorePrompt() {
  return useMutation({ mutationFn: restorePrompt, onSuccess: useRefreshAfterSave() });
}
