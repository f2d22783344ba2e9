import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be taken back; focus starts on the safe choice. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={() => !pending && onCancel()} title={title} description={children} role="alertdialog">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* Focus lands on the safe choice, so a stray Enter changes nothing. */}
        <Button variant="secondary" autoFocus disabled={pending} onClick={onCancel}>
          {cancelLabel ?? t`Cancel`}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
