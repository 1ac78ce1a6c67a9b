import { MessagesSquare, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { AI_HELPER_MESSAGES } from '../../../../contracts/ai-helpers';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
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
  const generate = useGenerateConversation();
  const [lines, setLines] = useState<ConversationLine[]>([]);

  function run() {
    generate.mutate(
      { challengeInstructions, challengeTitle },
      {
        onSuccess: ({ conversation }) => {
          const parsed = conversationLines(conversation);
          if (parsed.length === 0) {
            toast({ variant: 'destructive', title: AI_HELPER_MESSAGES.conversationFailed });
            return;
          }
          setLines(parsed);
          toast({ title: AI_HELPER_MESSAGES.conversationTitle });
        },
        onError: (error) => {
          if (handleLoggedOut(error, returnTo)) return;
          toast({ variant: 'destructive', title: aiHelperError(error, AI_HELPER_MESSAGES.conversationFailed) });
        },
      },
    );
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <p className="max-w-prose text-muted">
          Not sure what to say while your child draws? Generate a sample conversation: open questions, noticing effort, and no grading.
        </p>
        <Button onClick={run} disabled={generate.isPending} className="w-full sm:w-auto">
          {lines.length > 0 ? <RefreshCw aria-hidden="true" /> : <MessagesSquare aria-hidden="true" />}
          {generate.isPending ? 'Generating…' : lines.length > 0 ? 'Generate Another' : 'Generate Conversation'}
        </Button>
      </div>
      {lines.length > 0 ? (
        <section aria-label="Sample conversation" className="grid gap-3 rounded-card border border-border bg-surface p-4 sm:p-5">
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
                    {line.speaker}
                    <span className="sr-only">:</span>
                  </span>
                  <span>{line.text}</span>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-muted">Your sample conversation will appear here.</p>
      )}
    </div>
  );
}
