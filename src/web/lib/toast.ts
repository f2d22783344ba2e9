import { createStore } from './create-store.ts';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export const TOAST_DURATION_MS = 5000;
const MAX_TOASTS = 3;

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.set((toasts) => toasts.filter((item) => item.id !== id));
}

/** Shows a toast; the spec's texts go in title and description word for word. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  const entry: Toast = { id, title: input.title, variant: input.variant ?? 'default' };
  if (input.description !== undefined) entry.description = input.description;
  toastStore.set((toasts) => [...toasts, entry].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}
