import { cn } from '@/lib/utils';

const PILL = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

export function PromptVersionBadge({ version }: { version: number }) {
  return (
    <span className={cn(PILL, 'border-sky/60 text-sky')}>
      <span className="sr-only">Version </span>v{version}
    </span>
  );
}

export function PromptActiveBadge({ isActive }: { isActive: boolean }) {
  return <span className={cn(PILL, isActive ? 'border-leaf/60 text-leaf' : 'border-border text-muted')}>{isActive ? 'Active' : 'Inactive'}</span>;
}
