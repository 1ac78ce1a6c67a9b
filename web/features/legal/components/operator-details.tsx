import type { ReactNode } from 'react';
import { OPERATOR_START_RULE, type OperatorDetails } from '../../../../contracts/legal';
import { Button } from '@/components/ui/button';
import { useOperatorDetails } from '../api/get-operator-details';

/** Loading and failure look the same wherever the operator's details appear. */
function WithOperator({ children, reserve = '' }: { children: (operator: OperatorDetails) => ReactNode; reserve?: string }) {
  const { data, isPending, isError, refetch } = useOperatorDetails();
  // A block keeps roughly its final height while loading, so the text below does not jump.
  if (isPending) return <span className={reserve ? `block text-muted ${reserve}` : 'text-muted'}>Loading the operator's details…</span>;
  if (isError || !data)
    return (
      <span className="inline-flex flex-wrap items-center gap-2 text-muted">
        The operator's details could not be loaded just now.
        <Button variant="link" size="sm" className="px-0" onClick={() => void refetch()}>
          Try again
        </Button>
      </span>
    );
  return <>{children(data)}</>;
}

/** The operator's e-mail: a mailto link once configured, the bracketed placeholder otherwise. */
export function OperatorEmail() {
  return (
    <WithOperator>
      {(operator) => (operator.configured ? <a href={`mailto:${operator.email}`}>{operator.email}</a> : <span>{operator.email}</span>)}
    </WithOperator>
  );
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
            <span className="mt-2 block">E-mail: {operator.configured ? <a href={`mailto:${operator.email}`}>{operator.email}</a> : operator.email}</span>
          ) : null}
        </address>
      )}
    </WithOperator>
  );
}

/** VAT id and tax number, for the Legal Notice. */
export function OperatorTaxIds() {
  return (
    <WithOperator reserve="min-h-24">
      {(operator) => (
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">VAT identification number (§ 27a UStG)</dt>
          <dd>{operator.vatId}</dd>
          <dt className="font-semibold">Tax number</dt>
          <dd>{operator.taxNumber}</dd>
        </dl>
      )}
    </WithOperator>
  );
}

/** Said plainly, so a placeholder is never read as the operator's real address. */
export function OperatorPlaceholderNotice() {
  const { data } = useOperatorDetails();
  if (!data || data.configured) return null;
  return (
    <div role="note" className="rounded-xl border border-sunflower/60 bg-surface-2 p-4 text-sm">
      <p className="font-semibold text-sunflower">The operator's details have not been filled in yet</p>
      <p className="mt-1 text-muted">
        Entries in [square brackets] on this page are placeholders. Whoever runs this Kritzel site sets the real name, address, e-mail and tax details in its
        configuration (OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_VAT_ID, OPERATOR_TAX_NUMBER). {OPERATOR_START_RULE}
      </p>
    </div>
  );
}
