import { Link } from 'wouter';
import { BRAND } from '../../../../../contracts/brand';

export function AboutResultsSection() {
  return (
    <>
      <p className="text-muted">
        Every result {BRAND.name} shows — the estimated drawing stage, the age range, the strengths and the ideas to practise — is an{' '}
        <strong className="font-semibold text-foreground">estimate</strong>. It comes from a few drawings, each one a snapshot of a single day. A tired
        afternoon, a new pen or a wild idea can change a drawing a lot.
      </p>
      <p className="text-muted">
        {BRAND.name} is not a diagnostic tool and cannot tell you whether your child's development is on track. Children grow in bursts and pauses, and drawing
        is only one small window into that.
      </p>
      <div className="rounded-card border border-sky/50 bg-surface p-5">
        <p className="text-muted">
          <strong className="font-semibold text-foreground">If something worries you,</strong> about drawing or anything else, your paediatrician is the right
          person to talk to. They know your child and can look at the whole picture. And if a result here puzzles you,{' '}
          <Link href="/contact" className="font-semibold text-sky underline underline-offset-4">
            write to us
          </Link>{' '}
          — we're happy to explain it.
        </p>
      </div>
    </>
  );
}
