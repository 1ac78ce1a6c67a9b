import type { ReactNode } from 'react';
import { OPERATOR_VARIABLES, type OperatorDetails } from '../../../../contracts/legal';
import { Button } from '@/components/ui/button';
import { Rich, useT } from '@/i18n/use-t';
import { useOperatorDetails } from '../api/get-operator-details';

/** Loading and failure look the same wherever the operator's details appear. */
function WithOperator({ children, reserve = '' }: { children: (operator: OperatorDetails) => ReactNode; reserve?: string }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useOperatorDetails();
  // A block keeps roughly its final height while loading, so the text below does not jump.
  if (isPending) return <span className={reserve ? `block text-muted ${reserve}` : 'text-muted'}>{t('legal.operator.loading')}</span>;
  if (isError || !data)
    return (
      <span className="inline-flex flex-wrap items-center gap-2 text-muted">
        {t('legal.operator.failed')}
        <Button variant="link" size="sm" className="px-0" onClick={() => void refetch()}>
          {t('legal.operator.tryAgain')}
        </Button>
      </span>
    );
  return <>{children(data)}</>;
}

/** The e-mail address: a mailto link once configured, the bracketed placeholder otherwise. */
const emailOf = (operator: OperatorDetails) =>
  operator.configured ? <a href={`mailto:${operator.email}`}>{operator.email}</a> : <span>{operator.email}</span>;

/** The operator's e-mail: a mailto link once configured, the bracketed placeholder otherwise. */
export function OperatorEmail() {
  return <WithOperator>{emailOf}</WithOperator>;
}

export function OperatorName() {
  return <WithOperator>{(operator) => operator.name}</WithOperator>;
}

/** Name and postal address, by default with the e-mail address below it. */
export function OperatorAddress({ withEmail = true }: { withEmail?: boolean }) {
  return (
    <WithOperator reserve={withEmail ? 'min-h-36' : 'min-h-28'}>
      {(operator) => (
        <address className="not-italic">
          <span className="block font-semibold">{operator.name}</span>
          {operator.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {withEmail ? (
            <span className="mt-2 block wrap-anywhere">
              <Rich k="legal.operator.email" values={{ email: emailOf(operator) }} />
            </span>
          ) : null}
        </address>
      )}
    </WithOperator>
  );
}

/** The telephone line, only when configured: a phone number is optional in the Impressum. */
export function OperatorPhone() {
  const t = useT();
  const { data } = useOperatorDetails();
  return data?.phone ? <p>{t('legal.operator.phone', { phone: data.phone })}</p> : null;
}

/** VAT id and tax number, for the Legal Notice. */
export function OperatorTaxIds() {
  const t = useT();
  return (
    <WithOperator reserve="min-h-24">
      {(operator) => (
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{t('legal.operator.vatId')}</dt>
          <dd>{operator.vatId}</dd>
          <dt className="font-semibold">{t('legal.operator.taxNumber')}</dt>
          <dd>{operator.taxNumber}</dd>
        </dl>
      )}
    </WithOperator>
  );
}

/** Said plainly, so a placeholder is never read as the operator's real address. */
export function OperatorPlaceholderNotice() {
  const t = useT();
  const { data } = useOperatorDetails();
  if (!data || data.configured) return null;
  return (
    <div role="note" className="rounded-xl border border-sunflower/60 bg-surface-2 p-4 text-sm">
      <p className="font-semibold text-sunflower">{t('legal.placeholder.title')}</p>
      <p className="mt-1 text-muted">{t('legal.placeholder.body', { variables: OPERATOR_VARIABLES, startRule: t('legal.placeholder.startRule') })}</p>
    </div>
  );
}
