import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** While something is being saved, Escape, the backdrop and the close button do nothing. */
  dismissible?: boolean;
  /** 'title' when the content may still be loading: focus starts on the heading, not a late field. */
  initialFocus?: 'first-field' | 'title';
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * A modal dialog (the WAI-ARIA dialog pattern): focus moves in and stays in (Tab wraps),
 * Escape and the backdrop close it, and focus returns to whatever opened it. Not the native
 * <dialog>.showModal(): its top layer would cover the shared toasts (and make them inert),
 * while the spec reports payment and voucher results in toasts above this dialog.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  dismissible = true,
  initialFocus = 'first-field',
}: ModalDialogProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dismiss = () => {
    if (dismissible) onOpenChange(false);
  };
  const onEscape = useEffectEvent(dismiss);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    const first = panel.current ? focusables(panel.current)[0] : undefined;
    (initialFocus === 'title' || !first ? heading.current : first)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return event.preventDefault();
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-black/70" onClick={dismiss} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onKeyDown={trapTab}
        className={cn(
          'relative grid max-h-full w-full max-w-lg gap-5 overflow-y-auto rounded-card border border-border bg-surface p-5 text-foreground shadow-soft sm:p-6',
          className,
        )}
      >
        <div className="grid gap-1.5 pr-10">
          <h2 ref={heading} id={titleId} tabIndex={-1} className="text-xl font-bold outline-none sm:text-2xl">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="text-muted">
              {description}
            </div>
          ) : null}
        </div>
        {children}
        <button
          type="button"
          aria-label={t('components.close')}
          disabled={!dismissible}
          onClick={dismiss}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-foreground disabled:opacity-40"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>,
    document.body,
  );
}
