import { PERSON_ITEMS, PERSON_LABEL_KEYS, type PersonItem } from '../../../../contracts/tasks';
import { useT } from '@/i18n/use-t';
import { PersonFigure } from './person-figure';

interface PersonChecklistProps {
  /** The parts ticked; none unless the caller says so (the analyser's reliable parts, a stored task). */
  ticked: readonly PersonItem[];
  onTickedChange: (ticked: PersonItem[]) => void;
  disabled?: boolean;
  /** The question above the list; "Which parts does the drawing show?" unless a screen asks its own. */
  legend?: string;
}

/**
 * Draw a person, scored: the parts a parent can see, each pictured on a small figure, ticked
 * while looking at the drawing. Always editable; the list keeps the published scale's order.
 */
export function PersonChecklist({ ticked, onTickedChange, disabled = false, legend }: PersonChecklistProps) {
  const t = useT();
  function toggle(item: PersonItem, on: boolean) {
    const next = new Set(ticked);
    if (on) next.add(item);
    else next.delete(item);
    onTickedChange(PERSON_ITEMS.filter((i) => next.has(i)));
  }
  return (
    <fieldset disabled={disabled} className="grid min-w-0 gap-2">
      <legend className="mb-2 font-semibold">{legend ?? t('tasks.person.legend')}</legend>
      <p className="mb-1 text-sm text-muted">{t('tasks.person.tickHint')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {PERSON_ITEMS.map((item) => {
          const { label, hint } = PERSON_LABEL_KEYS[item];
          const id = `person-item-${item}`;
          return (
            <li key={item}>
              <label
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface p-2 pr-3 transition-colors hover:bg-surface-2 has-checked:border-leaf has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sunflower has-disabled:cursor-not-allowed has-disabled:opacity-60"
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={ticked.includes(item)}
                  onChange={(event) => toggle(item, event.target.checked)}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={`${id}-hint`}
                  className="size-6 shrink-0 accent-leaf"
                />
                <PersonFigure highlight={item} decorative className="size-12 shrink-0" />
                <span className="grid">
                  <span id={`${id}-label`} className="font-semibold">
                    {t(label)}
                  </span>
                  <span id={`${id}-hint`} className="text-sm text-muted">
                    {t(hint)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
