import { CalendarHeart, MessageCircleHeart, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HeroDrawing } from '../components/hero-drawing';
import { HomeFooter } from '../components/home-footer';
import { HomeHeader } from '../components/home-header';

const FACTS = [
  { icon: CalendarHeart, color: 'text-coral', text: 'A new drawing challenge every week for 26 weeks' },
  { icon: MessageCircleHeart, color: 'text-sky', text: 'Warm feedback on what your child tried' },
  { icon: Sparkles, color: 'text-sunflower', text: 'Six checkpoints to see how they grow' },
] as const;

/** The visitor's home page. */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <HomeHeader />
      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <h1 className="text-4xl leading-tight font-extrabold sm:text-5xl">
              Unlock Your Child's <ScribbleUnderline color="coral">Learning</ScribbleUnderline> Potential
            </h1>
            <p className="mt-6 max-w-prose text-lg text-muted">
              Every child starts with a scribble. Drawing together for twenty minutes a week shows you how your
              child sees, plans and imagines, and gives them a little more confidence each time. We suggest a
              playful challenge, look at what they made, and tell you what to try next. For children aged 3 to 10.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link href="/free-analysis">Try Free Analysis</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/sign-up">Create an account</Link>
              </Button>
            </div>
          </div>
          <HeroDrawing />
        </section>
        <section aria-labelledby="what-you-get" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <h2 id="what-you-get" className="sr-only">
            What you get
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {FACTS.map(({ icon: Icon, color, text }) => (
              <li key={text} className="flex items-start gap-3 rounded-card border border-border bg-surface p-5">
                <Icon className={`mt-0.5 size-6 shrink-0 ${color}`} aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <HomeFooter />
    </div>
  );
}
