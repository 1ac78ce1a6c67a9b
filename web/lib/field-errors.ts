import type { ZodError } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field, as a form shows them under its inputs. */
export function fieldErrorsFrom(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Move focus to the first invalid field so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, order: readonly string[], errors: FieldErrors): void {
  const first = order.find((name) => errors[name] !== undefined);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
