import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { OperatorDetails } from '../../../../contracts/legal';
import { queryFnFor } from '@/lib/api-client';

const RealEmail = z.email();

/**
 * GET /api/legal/operator, read for its e-mail and phone. Until the operator configures them the
 * server sends bracketed placeholders, which must never be offered as an address to write to.
 */
export function useOperatorContact() {
  return useQuery<OperatorDetails, Error, { email: string | null; phone: string | null }>({
    // The Legal Notice reads the same key, so one request serves both pages.
    queryKey: ['/api/legal/operator'],
    queryFn: queryFnFor(OperatorDetails),
    select: (details) => ({ email: RealEmail.safeParse(details.email).success ? details.email : null, phone: details.phone }),
  });
}
