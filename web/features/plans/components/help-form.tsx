import { Send } from 'lucide-react';
import { ContactRequest } from '../../../../contracts/contact';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { useSendContactMessage } from '@/features/contact';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { PanelSection } from '@/components/panel-section';
import { useT } from '@/i18n/use-t';

/** What the parent types; the subject, category and plan are this form's own. */
const HelpFields = ContactRequest.pick({ name: true, email: true, message: true });

/** The Resources tab's Help form: a question goes to our team with the plan it is about. */
export function HelpForm({ planId }: { planId: string }) {
  const t = useT();
  const send = useSendContactMessage();
  const form = useContractForm(HelpFields, { defaultValues: { name: '', email: '', message: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    ({ name, email, message }) =>
      send.mutate(
        // The subject is for our support team, who read English (the admin area stays English, issue 37).
        { name, email, message, subject: 'Question about my plan', category: 'support', metadata: { source: 'resources_tab', planId } },
        {
          onSuccess: () => {
            toast({ title: t('contact.sentTitle'), description: t('contact.sent') });
            form.reset();
          },
          onError: () => toast({ variant: 'destructive', title: t('contact.failed') }),
        },
      ),
    () => {
      // The spec's own toast for a blank field, beside each field's message.
      if (Object.values(form.getValues()).some((value) => value.trim() === '')) toast({ variant: 'destructive', title: t('plans.help.missingFields') });
    },
  );

  return (
    <PanelSection titleId="help-title" title={t('plans.help.title')} intro={<p className="text-muted">{t('plans.help.intro')}</p>}>
      {/* noValidate: the contract's messages and the spec's "Please fill in all fields" toast replace the browser bubbles. */}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('plans.help.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
          <TextField type="email" label={t('plans.help.email')} autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="field-help-message">{t('plans.help.message')}</Label>
          <textarea
            id="field-help-message"
            rows={4}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'field-help-message-error' : undefined}
            {...form.register('message')}
            className="block w-full rounded-xl border border-input bg-background px-4 py-3 text-base text-foreground placeholder:text-muted"
          />
          <FieldError id={errors.message ? 'field-help-message-error' : undefined} error={errors.message?.message} />
        </div>
        <Button type="submit" disabled={send.isPending} className="justify-self-start">
          <Send aria-hidden="true" />
          {send.isPending ? t('plans.sending') : t('plans.help.send')}
        </Button>
      </form>
    </PanelSection>
  );
}
