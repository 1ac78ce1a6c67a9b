import { LogIn, RotateCcw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loginUrl, useAuth } from '@/features/auth';
import { LinkButton } from '@/components/link-button';

interface ResultsActionsProps {
  drawingId: string;
  onAnalyzeAnother: () => void;
}

/** Start a plan from this drawing (signing in first if needed), or try another drawing. */
export function ResultsActions({ drawingId, onAnalyzeAnother }: ResultsActionsProps) {
  const { isAuthenticated } = useAuth();
  const checkout = `/checkout?drawingId=${encodeURIComponent(drawingId)}`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        {isAuthenticated ? (
          <LinkButton href={checkout} icon={Sparkles} size="lg">
            Start a plan
          </LinkButton>
        ) : (
          <Button asChild size="lg">
            {/* A plain link: the server starts the sign-in flow and brings the parent back. */}
            <a href={loginUrl(checkout)}>
              <LogIn aria-hidden="true" />
              Sign in to start a plan
            </a>
          </Button>
        )}
        <Button variant="secondary" size="lg" onClick={onAnalyzeAnother}>
          <RotateCcw aria-hidden="true" />
          Analyze another drawing
        </Button>
      </div>
      {isAuthenticated ? null : <p className="text-sm text-muted">Signing in keeps this result, so your plan can start from this drawing.</p>}
    </div>
  );
}
