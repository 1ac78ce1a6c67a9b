import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES } from '../../../../contracts/contact';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { useSendContactMessage } from '@/features/contact';
import { toast } from '@/lib/use-toast';

/** The Resources tab's Help form: a question goes to our team with the plan it is about. */
export function HelpForm({ planId }: { planId: string }) {
  const send = useSendContactMessage();
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = values.name.trim();
    const email = values.email.trim();
    const message = values.message.trim();
    if (!name || !email || !message) {
      toast({ variant: 'destructive', title: CONTACT_MESSAGES.missingFields });
      return;
    }
    send.mutate(
      { name, email, message, subject: 'Question about my plan', category: 'support', metadata: { source: 'resources_tab', planId } },
      {
        onSuccess: () => {
          toast({ title: CONTACT_MESSAGES.sentTitle, description: CONTACT_MESSAGES.sent });
          setValues({ name: '', email: '', message: '' });
        },
        onError: () => toast({ variant: 'destructive', title: CONTACT_MESSAGES.failed }),
      },
    );
  }

  return (
    <section aria-labelledby="help-title" className="grid gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
      <div>
        <h2 id="help-title" className="text-xl font-bold">
          Need help?
        </h2>
        <p className="text-muted">Stuck on a challenge or unsure about feedback? Write to us — a real person answers.</p>
      </div>
      {/* noValidate: the spec's own "Please fill in all fields" toast replaces the browser bubbles. */}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label="Name" autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} />
          <TextField name="email" type="email" label="Email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="field-help-message">Message</Label>
          <textarea
            id="field-help-message"
            name="message"
            rows={4}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            className="block w-full rounded-xl border border-input bg-background px-4 py-3 text-base text-foreground placeholder:text-muted"
          />
        </div>
        <Button type="submit" disabled={send.isPending} className="justify-self-start">
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </form>
    </section>
  );
}
