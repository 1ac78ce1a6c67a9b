import { LogIn, RotateCcw, Sparkles, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loginUrl, signUpUrl, useAuth } from '@/features/auth';
import { LinkButton } from '@/components/link-button';

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
  const { isAuthenticated } = useAuth();
  const checkout = `/checkout?drawingId=${encodeURIComponent(drawingId)}`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {isAuthenticated ? (
          <LinkButton href={checkout} icon={Sparkles} size="lg">
            Start a plan
          </LinkButton>
        ) : (
          <>
            <LinkButton href={signUpUrl(checkout)} icon={UserPlus} size="lg">
              Create an account
            </LinkButton>
            <Button asChild size="lg" variant="secondary">
              {/* A plain link: the server starts the sign-in flow and brings the parent back. */}
              <a href={loginUrl(checkout)}>
                <LogIn aria-hidden="true" />
                Sign in
              </a>
            </Button>
          </>
        )}
        <Button variant="secondary" size="lg" onClick={onAnalyzeAnother}>
          <RotateCcw aria-hidden="true" />
          Analyze another drawing
        </Button>
      </div>
      {isAuthenticated ? null : (
        <p className="text-sm text-muted">A plan starts from this drawing: your result and your child's birth month come along when you create your account.</p>
      )}
    </div>
  );
}
