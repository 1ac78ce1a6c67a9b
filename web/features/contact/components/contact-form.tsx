import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES, ContactCategory, ContactRequest } from '../../../../contracts/contact';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { checkedForm, type FieldErrors } from '@/lib/field-errors';
import { toast } from '@/lib/use-toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { HoneypotField } from './honeypot-field';
import { MessageField } from './message-field';

export const CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General',
  support: 'Support',
  billing: 'Billing',
  feedback: 'Feedback',
};

const FIELD_ORDER = ['name', 'email', 'subject', 'category', 'message'] as const;

/** Statuses whose body explains what to change (a refused field, too many messages). */
const TELLS_THE_PARENT = new Set([400, 429]);

/** The contact page's form: checked here first, then stored for our support inbox. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContactMessage();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    const parsed = ContactRequest.safeParse({
      name: text('name'),
      email: text('email'),
      subject: text('subject') || undefined,
      category: text('category') || undefined,
      message: text('message'),
      metadata: { source: 'contact_page' },
      // Only a bot fills this; sent as-is so the server can drop the message.
      website: text('website') || undefined,
    });
    const message = checkedForm(form, parsed, FIELD_ORDER, setErrors);
    if (!message) return;
    send.mutate(message, {
      onSuccess: () => {
        toast({ title: CONTACT_MESSAGES.sentTitle, description: CONTACT_MESSAGES.sent });
        formRef.current?.reset();
      },
      onError: (error) => {
        const status = errorStatus(error);
        const description = status !== null && TELLS_THE_PARENT.has(status) ? errorMessage(error, '') : '';
        toast({ variant: 'destructive', title: CONTACT_MESSAGES.failed, description: description || undefined });
      },
    });
  }

  // Once the parent starts fixing a field, its old message no longer describes it.
  function clearErrorOf(name: string) {
    if (errors[name] !== undefined) setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Contact us"
      onSubmit={onSubmit}
      onChange={(event) => clearErrorOf((event.target as Element).getAttribute('name') ?? '')}
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" autoComplete="name" required error={errors.name} />
        <TextField
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="subject" label="Subject (optional)" error={errors.subject} />
        <div className="grid gap-2">
          <Label htmlFor="field-category">Category</Label>
          <NativeSelect id="field-category" name="category" defaultValue="general">
            {ContactCategory.options.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <MessageField
        name="message"
        label="Message"
        rows={6}
        required
        placeholder="Tell us what's on your mind. The more detail, the better we can help."
        error={errors.message}
      />
      <HoneypotField />
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
