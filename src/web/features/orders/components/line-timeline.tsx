import { sayStored } from '#web/lib/say-stored.ts';
import { useLingui } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import type { OrderLine } from '#shared/contracts/orders.ts';
import { cn } from '#web/lib/cn.ts';
import { formatMoment } from '#web/lib/format.ts';
import { type TimelineStep, timelineSteps } from '../timeline-steps.ts';

function StepDot({ step }: { step: TimelineStep }) {
  return (
    <span
      aria-hidden
      className={cn(
        'relative z-10 flex size-5 shrink-0 items-center justify-center rounded-full border-2',
        step.offPath && 'border-red-400 bg-red-400 text-white',
        !step.offPath && step.reached && 'border-primary bg-primary text-white',
        !step.reached && 'border-border bg-surface',
        step.current && 'ring-4 ring-primary/25',
        step.current && step.offPath && 'ring-red-400/25',
      )}
    >
      {step.offPath ? (
        <X className="size-3" strokeWidth={3} />
      ) : step.reached ? (
        <Check className="size-3" strokeWidth={3} />
      ) : null}
    </span>
  );
}

/** Where one order line is: an ordered list of its steps, the current one marked with aria-current. */
export function LineTimeline({ line }: { line: OrderLine }) {
  const { t } = useLingui();
  const steps = timelineSteps(line);
  const { name } = line;
  const progress = (step: TimelineStep) => (step.current ? '' : step.reached ? ` ${t`(done)`}` : ` ${t`(to come)`}`);
  return (
    <ol aria-label={t`Delivery progress of ${name}`} className="space-y-3">
      {steps.map((step, index) => (
        <li key={step.key} aria-current={step.current ? 'step' : undefined} className="relative flex gap-3">
          {index < steps.length - 1 ? (
            <span
              aria-hidden
              className={cn(
                'absolute top-5 -bottom-3 left-[9px] w-0.5',
                steps[index + 1]?.reached ? 'bg-primary' : 'bg-border',
              )}
            />
          ) : null}
          <StepDot step={step} />
          <div className="min-w-0 text-sm leading-5">
            <p
              className={cn(
                step.reached ? 'font-semibold text-text' : 'text-text-secondary',
                step.offPath && 'text-red-300',
              )}
            >
              {step.label}
              <span className="sr-only">{progress(step)}</span>
            </p>
            {step.at ? (
              <p className="text-xs text-text-secondary">
                <time dateTime={step.at}>{formatMoment(step.at)}</time>
              </p>
            ) : null}
            {step.note ? <p className="mt-0.5 text-xs break-words text-text">{sayStored(step.note)}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
