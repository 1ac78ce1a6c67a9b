/** Back from a cancelled checkout: reassure the parent that nothing was charged or lost. */
export function CancelledNote() {
  return (
    <p role="status" className="rounded-xl border border-sky/60 bg-surface-2 p-4">
      Checkout cancelled — nothing was charged. Your artwork and choices are still here.
    </p>
  );
}
