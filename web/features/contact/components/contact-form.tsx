import { Send } from 'lucide-react';
import { useEffect } from 'react';
import type { CurrentUser } from '../../../../contracts/auth';
import { ContactCategory, ContactRequest } from '../../../../contracts/contact';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { showServerFieldErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { useAuth } from '@/features/auth';
import { useSendContactMessage } from '../api/send-contact-message';
import { HoneypotField } from './honeypot-field';
import { MessageField } from './message-field';
import { useT } from '@/i18n/use-t';

export const CATEGORY_LABELS: Record<ContactCategory, MessageKey> = {
  general: 'contact.category.general',
  support: 'contact.category.support',
  billing: 'contact.category.billing',
  feedback: 'contact.category.feedback',
};

/** What the parent types; the page adds where the message came from. */
const ContactFields = ContactRequest.omit({ metadata: true });

/** Statuses whose body explains what to change (a refused field, too many messages). */
const TELLS_THE_PARENT = new Set([400, 429]);

/** A signed-in parent's name and e-mail, so they need not type what we know; still theirs to change. */
function prefilled(user: CurrentUser | null) {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return { name, email: user?.email ?? '', subject: '', category: 'general' as const, message: '', website: '' };
}

/** The contact page's form: checked here with the server's own schema, then stored for our support inbox. */
export function ContactForm() {
  const t = useT();
  const { user } = useAuth();
  const form = useContractForm(ContactFields, { defaultValues: prefilled(user) });
  // The session may answer after the form is on screen: fill in what the parent has not typed yet.
  useEffect(() => {
    if (user) form.reset(prefilled(user), { keepDirtyValues: true });
  }, [user, form]);
  const { errors } = form.formState;
  const send = useSendContactMessage();

  const onSubmit = form.handleSubmit(({ subject, website, ...fields }) => {
    // An empty subject is no subject; only a bot fills the honeypot, sent as-is so the server can drop the message.
    const message: ContactRequest = { ...fields, subject: subject || undefined, website: website || undefined, metadata: { source: 'contact_page' } };
    send.mutate(message, {
      onSuccess: () => {
        toast({ title: t('contact.sentTitle'), description: t('contact.sent') });
        form.reset();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        const status = errorStatus(error);
        const description = status !== null && TELLS_THE_PARENT.has(status) ? errorMessage(error, '') : '';
        toast({ variant: 'destructive', title: t('contact.failed'), description: description || undefined });
      },
    });
  });

  return (
    <form noValidate aria-label={t('contact.form.label')} onSubmit={onSubmit} className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('contact.form.name')} autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
        <TextField
          type="email"
          label={t('contact.form.email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('contact.form.subject')} error={errors.subject?.message} {...form.register('subject')} />
        <div className="grid gap-2">
          <Label htmlFor="field-category">{t('contact.form.category')}</Label>
          <NativeSelect id="field-category" {...form.register('category')}>
            {ContactCategory.options.map((category) => (
              <option key={category} value={category}>
                {t(CATEGORY_LABELS[category])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <MessageField
        label={t('contact.form.message')}
        rows={6}
        required
        placeholder={t('contact.form.messagePlaceholder')}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <HoneypotField {...form.register('website')} />
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
