import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '../../../../contracts/contact';
import { apiRequest } from '@/lib/api';

/** POST /api/contact: the contact page and the plan page's help form. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (body: ContactRequest) => {
      const res = await apiRequest('POST', '/api/contact', body);
      return (await res.json()) as { message: string };
    },
  });
}
