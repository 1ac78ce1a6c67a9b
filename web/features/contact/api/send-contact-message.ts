import { useMutation } from '@tanstack/react-query';
import { ContactResponse, type ContactRequest } from '../../../../contracts/contact';
import { api } from '@/lib/api-client';

/** POST /api/contact: the contact page and the plan page's help form. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => api.post('/api/contact', body, ContactResponse),
  });
}
