import type { Difficulty } from '../../../../contracts/analysis';
import { useT } from '@/i18n/use-t';
import { DIFFICULTIES, DIFFICULTY_LABELS } from '../lib/presets';

interface DifficultyChoiceProps {
  value: Difficulty;
  onChange: (value: Difficulty) => void;
  disabled?: boolean;
}

/** Easy, medium or hard, as three large pills (real radio buttons underneath). */
export function DifficultyChoice({ value, onChange, disabled = false }: DifficultyChoiceProps) {
  const t = useT();
  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled} aria-describedby="difficulty-hint">
      <legend className="mb-2 text-sm font-semibold">{t('freeAnalysis.difficulty.legend')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {DIFFICULTIES.map((difficulty) => (
          <label
            key={difficulty}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-input px-2 text-center font-semibold text-foreground transition-colors hover:bg-surface-2 has-checked:border-coral has-checked:bg-coral has-checked:text-background has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-sunflower has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input type="radio" name="difficulty" value={difficulty} checked={value === difficulty} onChange={() => onChange(difficulty)} className="sr-only" />
            {t(DIFFICULTY_LABELS[difficulty])}
          </label>
        ))}
      </div>
      <p id="difficulty-hint" className="text-sm text-muted">
        {t('freeAnalysis.difficulty.hint')}
      </p>
    </fieldset>
  );
}
