import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SUBMISSION_MESSAGES, SUBMISSION_MAX_IMAGES } from '../../../../contracts/submissions';
import { useAiProviderQuestion } from '@/components/ai-provider-choice';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { handleLoggedOut } from '@/lib/logged-out';
import { useSubmitChallenge, type ObservationValues } from '@/features/submissions/api/submissions';
import { ObservationsFields } from '@/features/submissions/components/observations-fields';
import { useChosenImages } from '../hooks/use-chosen-images';
import { checkImages, type RejectedImage } from '../lib/image-check';
import { ImagePicker } from './image-picker';
import { PhotoTips } from './photo-tips';

/** Spec 000 §9: the results screen opens about 1 s after the success toast. */
export const RESULTS_REDIRECT_MS = 1_000;

type SubmitFormProps = { planId: string; weekNumber: number };

/**
 * The week's photos and the parent's observations, sent as one submission (spec 000 §2, §5).
 * Not a contract form: the request is multipart (the photos are files), its fields are checked
 * by the server's submission-fields schema, which contracts/ does not hold, and the only thing
 * the parent can get wrong here, no photo, is the spec's toast rather than a field message.
 */
export function SubmitForm({ planId, weekNumber }: SubmitFormProps) {
  const [, navigate] = useLocation();
  const { images, add, remove } = useChosenImages();
  const [observations, setObservations] = useState<ObservationValues>({});
  // The server's reason stays on screen (a locked week, used attempts) after its toast is gone.
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitChallenge();
  const aiQuestion = useAiProviderQuestion();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const planHref = `/plans/${encodeURIComponent(planId)}`;
  const busy = submit.isPending || submit.isSuccess;

  useEffect(() => () => clearTimeout(redirect.current), []);

  function choose(files: File[]) {
    const { accepted, rejected } = checkImages(files, images.length);
    add(accepted);
    // One toast at a time (spec 000 §4): the first problem is the one shown.
    const first = rejected[0];
    if (first) toast({ variant: 'destructive', ...rejectionToast(first) });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (images.length === 0) {
      toast({ variant: 'destructive', title: SUBMISSION_MESSAGES.noImages });
      return;
    }
    setProblem(null);
    aiQuestion.ask(send);
  }

  function send() {
    submit.mutate(
      { planId, weekNumber, images: images.map((image) => image.file), observations },
      {
        onSuccess: ({ message, submissionId }) => {
          toast({ title: 'Success!', description: message });
          redirect.current = setTimeout(() => navigate(`/challenge-results/${encodeURIComponent(submissionId)}`), RESULTS_REDIRECT_MS);
        },
        onError: (error) => {
          if (handleLoggedOut(error, window.location.pathname)) return;
          const message = errorMessage(error, SUBMISSION_MESSAGES.submitFailed);
          setProblem(message);
          toast({ variant: 'destructive', title: message });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-8" noValidate aria-busy={busy}>
      <section aria-labelledby="photos-title" className="grid gap-4">
        <h2 id="photos-title" className="text-xl font-bold">
          Photos of the drawing
        </h2>
        <ImagePicker images={images} onChoose={choose} onRemove={remove} disabled={busy} />
        <PhotoTips />
      </section>

      <section aria-labelledby="observations-title" className="grid gap-4">
        <h2 id="observations-title" className="text-xl font-bold">
          Your observations
        </h2>
        <ObservationsFields value={observations} onChange={setObservations} disabled={busy} />
      </section>

      {problem ? (
        <p role="alert" className="rounded-xl border border-destructive/60 bg-surface-2 p-4 text-destructive-text">
          {problem}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href={planHref}>Cancel</Link>
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          <Send aria-hidden="true" />
          {submit.isPending ? 'Submitting…' : 'Submit Challenge'}
        </Button>
      </div>
      {/* A portal: its buttons are not part of this form. */}
      {aiQuestion.dialog}
    </form>
  );
}

function rejectionToast({ file, reason }: RejectedImage): { title: string; description?: string } {
  if (reason === 'too-large') {
    return { title: SUBMISSION_MESSAGES.fileTooLargeTitle, description: SUBMISSION_MESSAGES.fileTooLarge(file.name) };
  }
  if (reason === 'not-an-image') return { title: 'Only images, please', description: `${file.name} is not an image` };
  return { title: 'That is plenty of photos', description: `A submission takes up to ${SUBMISSION_MAX_IMAGES} photos.` };
}
