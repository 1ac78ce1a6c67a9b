import { useEffect, useMemo, useState } from 'react';
import { FEEDBACK_NOTICE_QUIET_MINUTES, UpdateNotificationSettingsRequest, type NotificationSettingsResponse } from '../../../../contracts/notifications';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { FormError } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { sayMessage } from '@/features/orders';
import { useFormat, useT } from '@/i18n/use-t';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { browserTimeZone, formatReminderTime, hourLabel, timeZoneChoices, weekdayNames } from '../lib/time-zones';
import { AccountSection } from './account-section';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The weekly reminder and the two notices, each of which every e-mail also lets the parent stop with one click. */
export function EmailSettingsSection() {
  const t = useT();
  const settings = useNotificationSettings();
  const loaded = settings.isSuccess;
  useEffect(() => {
    // Opened from an e-mail's "All your e-mail settings": the section is below the fold.
    if (loaded && window.location.hash === '#email-settings') document.getElementById('email-settings')?.scrollIntoView();
  }, [loaded]);
  return (
    <AccountSection id="email-settings" title={t('account.email.title')} intro={t('account.email.intro')}>
      {settings.isPending ? (
        <Spinner label={t('account.email.loading')} />
      ) : settings.isError ? (
        <div role="alert" className="grid gap-3">
          <p>{t('account.email.loadError')}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()} className="justify-self-start">
            {t('account.tryAgain')}
          </Button>
        </div>
      ) : (
        <EmailSettingsForm saved={settings.data} />
      )}
    </AccountSection>
  );
}

const checkboxRow = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface-2 p-3 has-checked:border-leaf';
const checkbox = 'mt-0.5 size-6 shrink-0 cursor-pointer accent-leaf';

function EmailSettingsForm({ saved }: { saved: NotificationSettingsResponse }) {
  const t = useT();
  const { locale } = useFormat();
  const { nextReminderAt, ...values } = saved;
  const form = useContractForm(UpdateNotificationSettingsRequest, { defaultValues: values });
  const errors = form.formState.errors;
  const save = useSaveNotificationSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const reminderOn = form.watch('weeklyReminder');
  const zone = form.watch('timeZone');

  const reminder = form.register('weeklyReminder', {
    // A reminder never set before starts in the browser's zone rather than UTC.
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked && !saved.weeklyReminder && form.getValues('timeZone') === 'UTC') form.setValue('timeZone', browserTimeZone());
    },
  });

  const send = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: (next) => {
        const { nextReminderAt: _next, ...kept } = next;
        form.reset(kept);
        toast({ title: t('account.email.saved') });
      },
      onError: (error) => setProblem(errorMessage(error, t('account.email.failed'))),
    }),
  );

  return (
    <form
      noValidate
      aria-label={t('account.email.form')}
      className="grid gap-4"
      onSubmit={(event) => {
        setProblem(null);
        void send(event);
      }}
    >
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('account.email.reminder')}</legend>
        <label className={checkboxRow}>
          <input type="checkbox" className={checkbox} {...reminder} />
          <span className="grid gap-0.5">
            <span className="font-semibold">{t('account.email.reminderLabel')}</span>
            <span className="text-sm text-muted">{t('account.email.reminderHint')}</span>
          </span>
        </label>
        {reminderOn ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              id="reminder-weekday"
              label={t('account.email.day')}
              error={sayMessage(t, errors.reminderWeekday?.message)}
              {...form.register('reminderWeekday', { valueAsNumber: true })}
            >
              {weekdayNames(locale).map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="reminder-hour"
              label={t('account.email.time')}
              error={sayMessage(t, errors.reminderHour?.message)}
              {...form.register('reminderHour', { valueAsNumber: true })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </SelectField>
            <SelectField id="reminder-zone" label={t('account.email.timeZone')} error={sayMessage(t, errors.timeZone?.message)} {...form.register('timeZone')}>
              <TimeZoneOptions inPlay={values.timeZone} />
            </SelectField>
          </div>
        ) : null}
        {saved.weeklyReminder && nextReminderAt && !form.formState.isDirty ? (
          <p className="text-sm text-muted" data-testid="next-reminder">
            {t('account.email.nextReminder', { time: formatReminderTime(nextReminderAt, zone, locale, t) })}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('account.email.results')}</legend>
        <label className={checkboxRow}>
          <input type="checkbox" className={checkbox} {...form.register('feedbackNotice')} />
          <span className="grid gap-0.5">
            <span className="font-semibold">{t('account.email.feedbackLabel')}</span>
            <span className="text-sm text-muted">{t('account.email.feedbackHint', { minutes: FEEDBACK_NOTICE_QUIET_MINUTES })}</span>
          </span>
        </label>
        <label className={checkboxRow}>
          <input type="checkbox" className={checkbox} {...form.register('checkpointNotice')} />
          <span className="grid gap-0.5">
            <span className="font-semibold">{t('account.email.checkpointLabel')}</span>
            <span className="text-sm text-muted">{t('account.email.checkpointHint')}</span>
          </span>
        </label>
      </fieldset>

      <FormError message={problem} />
      <Button type="submit" disabled={save.isPending} className="sm:justify-self-start">
        {save.isPending ? t('account.saving') : t('account.email.save')}
      </Button>
    </form>
  );
}

/** The zone list is long: it is built only once the reminder's fields are shown. */
function TimeZoneOptions({ inPlay }: { inPlay: string }) {
  const zones = useMemo(() => timeZoneChoices(inPlay, browserTimeZone()), [inPlay]);
  return zones.map((name) => (
    <option key={name} value={name}>
      {name.replaceAll('_', ' ')}
    </option>
  ));
}
