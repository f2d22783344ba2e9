import { t } from '@lingui/core/macro';
import { ApiError } from './api-client.ts';
import { createStore } from './create-store.ts';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** A next step the toast offers, e.g. "View bag". */
  action?: { label: string; href: string };
  /** The control that was pressed to cause it: the toast must not cover it. */
  anchor?: Element;
}

export const TOAST_DURATION_MS = 5000;
const MAX_TOASTS = 3;
/** A press longer ago than this did not cause the toast (an answer from the server may take a moment). */
const ANCHOR_WINDOW_MS = 10_000;

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

/** The last control pressed, noted before its handler runs: Safari does not focus a tapped button. */
let lastPressed: { element: Element; at: number } | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const control =
        event.target instanceof Element
          ? event.target.closest('button, a[href], [role="button"], input, select, label')
          : null;
      lastPressed = control ? { element: control, at: Date.now() } : null;
    },
    { capture: true },
  );
}

/** The control just pressed (a tap or click), else the focused one (Enter or Space). */
function pressedControl(): Element | undefined {
  if (lastPressed && Date.now() - lastPressed.at < ANCHOR_WINDOW_MS && lastPressed.element.isConnected)
    return lastPressed.element;
  const focused = document.activeElement;
  return focused && focused !== document.body ? focused : undefined;
}

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((item) => item.id !== id));
}

/** Shows a toast; the spec's texts go in title and description word for word. */
export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: Toast['action'];
}): number {
  const id = nextId++;
  const entry: Toast = { id, title: input.title, variant: input.variant ?? 'default' };
  if (input.description !== undefined) entry.description = input.description;
  if (input.action) entry.action = input.action;
  const anchor = typeof document === 'undefined' ? undefined : pressedControl();
  if (anchor) entry.anchor = anchor;
  toastStore.set((toasts) => [...toasts, entry].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/** The spec's failure toast: the server's message, or "An error occurred". Returns its id, to dismiss it. */
export function failureToast(title: string, error: unknown): number {
  const description = error instanceof ApiError || error instanceof Error ? error.message : '';
  return toast({ title, description: description || t`An error occurred`, variant: 'destructive' });
}
