import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * A form checked by the same zod schema the server checks the request with (react-hook-form with
 * its zod resolver): messages appear on submit, each field's message goes as soon as the field is
 * fixed, and focus moves to the first invalid field. Show a field's message with
 * `form.formState.errors.<field>?.message` on TextField, MessageField or FieldError.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}

/**
 * Puts a refused request's field messages (ApiError.fieldErrors: field → message) under the
 * form's own fields; true when there was one to show. Other errors are the caller's to tell.
 */
export function showServerFieldErrors<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.entries(error.fieldErrors).filter(([name]) => name in form.getValues());
  fields.forEach(([name, message], index) => form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return fields.length > 0;
}
