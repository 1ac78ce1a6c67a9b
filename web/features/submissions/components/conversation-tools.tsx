import { MessagesSquare, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';
import { useGenerateConversation } from '../api/ai-helpers';
import { handleLoggedOut } from '../../../lib/logged-out';
import { aiHelperError } from '../lib/ai-error';
import { conversationLines, type ConversationLine } from '../lib/conversation';

interface ConversationToolsProps {
  challengeTitle: string;
  challengeInstructions: string[];
  returnTo: string;
}

/** Conversational Tools: a sample dialog showing how to talk through the challenge. */
export function ConversationTools({ challengeTitle, challengeInstructions, returnTo }: ConversationToolsProps) {
  const t = useT();
  const generate = useGenerateConversation();
  const [lines, setLines] = useState<ConversationLine[]>([]);

  function run() {
    generate.mutate(
      { challengeInstructions, challengeTitle },
      {
        onSuccess: ({ conversation }) => {
          const parsed = conversationLines(conversation);
          if (parsed.length === 0) {
            toast({ variant: 'destructive', title: t('submissions.prepare.conversationFailed') });
            return;
          }
          setLines(parsed);
          toast({ title: t('submissions.prepare.conversationGenerated') });
        },
        onError: (error) => {
          if (handleLoggedOut(error, returnTo)) return;
          toast({ variant: 'destructive', title: aiHelperError(error, t('submissions.prepare.conversationFailed')) });
        },
      },
    );
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <p className="max-w-prose text-muted">{t('submissions.prepare.conversationIntro')}</p>
        <Button onClick={run} disabled={generate.isPending} className="w-full sm:w-auto">
          {lines.length > 0 ? <RefreshCw aria-hidden="true" /> : <MessagesSquare aria-hidden="true" />}
          {generate.isPending
            ? t('submissions.generating')
            : lines.length > 0
              ? t('submissions.prepare.generateAnother')
              : t('submissions.prepare.generateConversation')}
        </Button>
      </div>
      {lines.length > 0 ? (
        <section aria-label={t('submissions.prepare.sampleConversation')} className="grid gap-3 rounded-card border border-border bg-surface p-4 sm:p-5">
          <ol className="grid gap-3">
            {lines.map((line, i) => (
              <li key={`${i}-${line.text}`} className={cn('flex', line.speaker === 'Child' ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'grid max-w-[85%] gap-0.5 rounded-2xl px-4 py-2.5',
                    line.speaker === 'Parent' ? 'rounded-bl-sm bg-surface-2 text-foreground' : 'rounded-br-sm bg-sky text-background',
                  )}
                >
                  <span className={cn('text-xs font-bold tracking-wide uppercase', line.speaker === 'Parent' ? 'text-sunflower' : 'text-background')}>
                    {line.speaker === 'Parent' ? t('submissions.prepare.parent') : t('submissions.prepare.child')}
                    <span className="sr-only">:</span>
                  </span>
                  <span>{line.text}</span>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-muted">{t('submissions.prepare.conversationEmpty')}</p>
      )}
    </div>
  );
}
