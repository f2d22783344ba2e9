import type { ComponentType } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';
import { FormAlert } from './form-alert.tsx';

export interface Choice {
  value: string;
  label: string;
  hint: string;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/** A radio group drawn as cards side by side (stacked on a phone), each with a hint; the chosen card is outlined. */
export function ChoiceCards({
  legend,
  choices,
  field,
  error,
}: {
  legend: string;
  choices: readonly Choice[];
  /** The radio inputs' registration (react-hook-form's `register(name)`). */
  field: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {choices.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-card border-2 border-border p-3 transition-theme hover:border-primary/60',
              'has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
            )}
          >
            <input type="radio" value={value} className="mt-1 size-4 accent-[var(--haat-color-primary)]" {...field} />
            <span>
              <span className="flex items-center gap-2 font-semibold">
                {Icon ? <Icon className="size-4 text-primary" aria-hidden /> : null} {label}
              </span>
              <span className="mt-0.5 block text-xs text-text-secondary">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FormAlert className="mt-2">{error}</FormAlert>
    </fieldset>
  );
}
