import { Monitor, Printer } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { PanelSection } from '@/components/panel-section';
import { Button } from '@/components/ui/button';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ScreenModels } from '../components/screen-models';
import { SheetDownload } from '../components/sheet-download';
import { ShapeSheetStep } from '../components/shape-sheet-step';

/**
 * /tasks/shapes: the free analysis' closer look, without an account. Get the sheet (printed, or
 * the models on screen), photograph the copies, and the result opens at /tasks/{id}.
 */
export function ShapeSheetPage() {
  useDocumentTitle(
    'The shape sheet',
    'A standard shape-copying task for children aged 3 to 10: print the sheet or show the shapes on screen, photograph the copies, and see where your child stands on this task.',
  );
  const [, navigate] = useLocation();
  const [onScreen, setOnScreen] = useState(false);

  return (
    <PageShell back={{ href: '/free-analysis', label: 'Free analysis' }}>
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        A closer look: <ScribbleUnderline color="violet">the shape sheet</ScribbleUnderline>
      </h1>
      <p className="mt-4 mb-8 max-w-prose text-lg text-muted">
        About 5 minutes. Your child copies a row of shapes, from a line to a diamond. Children learn to copy them in this order, at ages that are well known, so
        the copies say more about where your child stands than a free drawing can.
      </p>
      <div className="grid gap-6">
        <PanelSection
          titleId="sheet-step"
          title="1. Get the sheet"
          intro={<p className="mt-1 text-muted">{onScreen ? 'The shapes on screen, one at a time.' : 'Print it on A4 or Letter paper.'}</p>}
        >
          {onScreen ? <ScreenModels /> : <SheetDownload />}
          <Button variant="outline" onClick={() => setOnScreen(!onScreen)} className="py-2 whitespace-normal sm:justify-self-start">
            {onScreen ? <Printer aria-hidden="true" /> : <Monitor aria-hidden="true" />}
            {onScreen ? 'Back to the printable sheet' : 'No printer? Show the shapes on screen'}
          </Button>
        </PanelSection>
        <PanelSection
          titleId="photo-step"
          title="2. Your child's age and the photo"
          intro={<p className="mt-1 text-muted">When your child has finished, take one photo of the whole {onScreen ? 'page' : 'sheet'}.</p>}
        >
          <ShapeSheetStep sheet={onScreen ? 'plain' : 'printed'} onScored={(task) => navigate(`/tasks/${task.id}`)} />
        </PanelSection>
      </div>
    </PageShell>
  );
}
