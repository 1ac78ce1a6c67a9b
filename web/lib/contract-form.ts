import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { shownMessage } from './field-errors';

/** Every `message` in react-hook-form's nested errors, through shownMessage (a key becomes the page's words). */
function translateMessages(errors: unknown, seen = new Set<unknown>()): void {
  if (typeof errors !== 'object' || errors === null || seen.has(errors)) return;
  seen.add(errors);
  const record = errors as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    if (name === 'ref') continue;
    if (name === 'message' && typeof value === 'string') record[name] = shownMessage(value);
    else translateMessages(value, seen);
  }
}

/** The schema's resolver, its messages shown in the page's language (issue 37). */
function translatedResolver<In extends FieldValues, Out>(resolver: Resolver<In, unknown, Out>): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateMessages(result.errors);
    return result;
  };
}

/**
 * A form checked by the same zod schema the server checks the request with (react-hook-form with
 * its zod resolver): messages appear on submit, each field's message goes as soon as the field is
 * fixed, and focus moves to the first invalid field. Show a field's message with
 * `form.formState.errors.<field>?.message` on TextField, MessageField or FieldError. A schema
 * message that is a catalogue key shows in the page's language.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: translatedResolver(zodResolver(schema)),
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
