import type { ComponentProps } from 'react';
import { type Availability, AvailabilityHint } from '#web/components/availability-hint.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

interface PublicAddressFieldProps extends ComponentProps<'input'> {
  label: string;
  /** What the address follows ("@", "/seller/"), shown inside the input before the typed part. */
  prefix: string;
  prefixClassName?: string;
  error: string | undefined;
  availability: Availability;
  /** The hint once the address is free. */
  available: string;
}

/** The public address a sign-up picks (a creator's @handle, a seller's /seller/slug), and whether it is free. */
export function PublicAddressField({
  label,
  prefix,
  prefixClassName,
  error,
  availability,
  available,
  ...input
}: PublicAddressFieldProps) {
  return (
    <Field label={label} error={error} hint={<AvailabilityHint availability={availability} available={available} />}>
      {(control) => (
        <div className="relative">
          <span
            className={cn(
              'pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-text-secondary',
              prefixClassName,
            )}
          >
            {prefix}
          </span>
          <Input {...control} autoCapitalize="none" spellCheck={false} {...input} />
        </div>
      )}
    </Field>
  );
}
