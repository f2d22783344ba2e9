import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A button showing only an icon: round by default, sized by its box, with the app's focus ring. */
export const iconButtonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center transition-theme focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
  {
    variants: {
      tone: {
        /** Secondary text that lights up on hover: closing, clearing, dismissing. */
        quiet: 'text-text-secondary hover:bg-muted hover:text-text',
        /** The surrounding text's colour on a muted hover. */
        ghost: 'hover:bg-muted',
        /** Over a photo: white on a dark veil, red on hover (removing it). */
        overlay: 'bg-black/60 text-white hover:bg-red-600',
      },
      shape: { round: 'rounded-full', square: 'rounded-md' },
      size: { xs: 'size-4.5', sm: 'size-6', md: 'size-8', lg: 'size-9', xl: 'size-10' },
    },
    defaultVariants: { shape: 'round' },
  },
);

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> &
  VariantProps<typeof iconButtonVariants> & {
    /** What the button does, for screen readers (its `aria-label`): the icon alone says nothing. */
    label: string;
    /** The icon, `aria-hidden`. */
    children: ReactNode;
  };

export function IconButton({ label, tone, shape, size, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cn(iconButtonVariants({ tone, shape, size }), className)}
      {...props}
    />
  );
}
