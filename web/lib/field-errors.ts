import type { ZodError } from 'zod';
import { i18nStore } from '@/i18n/i18n-store';

/**
 * A validation message as the page shows it: a contract's message that is a catalogue key
 * ('validation.validEmail') in the page's language, anything else as it is (issue 37).
 */
export function shownMessage(message: string): string {
  const { t } = i18nStore.get();
  return t.has(message) ? t(message) : message;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field, as a form shows them under its inputs (in the page's language). */
export function fieldErrorsFrom(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = shownMessage(issue.message);
  }
  return errors;
}

/** Move focus to the first invalid field so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, order: readonly string[], errors: FieldErrors): void {
  const first = order.find((name) => errors[name] !== undefined);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}

/** What a schema's safeParse gives back. */
type Parsed<T> = { success: true; data: T } | { success: false; error: ZodError };

/**
 * A form's checked values, or nothing: when the schema refuses them, each field shows its first
 * message and focus moves to the first invalid field; when it accepts them, the messages go.
 */
export function checkedForm<T>(form: HTMLFormElement, parsed: Parsed<T>, order: readonly string[], showErrors: (errors: FieldErrors) => void): T | undefined {
  if (parsed.success) {
    showErrors({});
    return parsed.data;
  }
  const errors = fieldErrorsFrom(parsed.error);
  showErrors(errors);
  focusFirstError(form, order, errors);
  return undefined;
}
