import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * An optional task at a checkpoint: its name and why it is worth doing, and the task itself one
 * tap away — folded, so a checkpoint card stays short on a phone until the parent wants it.
 */
export function TaskDisclosure({ title, why, label, children }: { title: string; why: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2 border-t border-border pt-3">
      <p className="text-sm font-semibold">{title}</p>
      <p className="text-sm text-muted">{why}</p>
      <Button
        size="sm"
        variant="secondary"
        className="max-w-full justify-self-start py-2 text-left whitespace-normal"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <ChevronDown aria-hidden="true" className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
        {label}
      </Button>
      <div id={id} hidden={!open} className="grid min-w-0 grid-cols-1 gap-3">
        {open ? children : null}
      </div>
    </div>
  );
}
