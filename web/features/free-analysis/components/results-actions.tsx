import { LogIn, RotateCcw, Sparkles, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loginUrl, signUpUrl, useAuth } from '@/features/auth';
import { LinkButton } from '@/components/link-button';
import { useT } from '@/i18n/use-t';

interface ResultsActionsProps {
  drawingId: string;
  onAnalyzeAnother: () => void;
}

/**
 * Start a plan from this drawing, or try another drawing. A visitor is most likely new, so
 * creating an account comes first and signing in second (issue 35); either way the parent comes
 * back to the checkout of this drawing, which keeps the result, the drawing and the birth month.
 */
export function ResultsActions({ drawingId, onAnalyzeAnother }: ResultsActionsProps) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const checkout = `/checkout?drawingId=${encodeURIComponent(drawingId)}`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {isAuthenticated ? (
          <LinkButton href={checkout} icon={Sparkles} size="lg">
            {t('freeAnalysis.actions.startPlan')}
          </LinkButton>
        ) : (
          <>
            <LinkButton href={signUpUrl(checkout)} icon={UserPlus} size="lg">
              {t('freeAnalysis.actions.createAccount')}
            </LinkButton>
            <Button asChild size="lg" variant="secondary">
              {/* A plain link: the server starts the sign-in flow and brings the parent back. */}
              <a href={loginUrl(checkout)}>
                <LogIn aria-hidden="true" />
                {t('freeAnalysis.actions.signIn')}
              </a>
            </Button>
          </>
        )}
        <Button variant="secondary" size="lg" onClick={onAnalyzeAnother}>
          <RotateCcw aria-hidden="true" />
          {t('freeAnalysis.actions.analyzeAnother')}
        </Button>
      </div>
      {isAuthenticated ? null : <p className="text-sm text-muted">{t('freeAnalysis.actions.planNote')}</p>}
    </div>
  );
}
