import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationInput } from '#shared/contracts/ops.ts';
import { i18n } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { moderate, opsKeys } from './api/ops.ts';
import { actionWords } from './moderation-words.ts';

/** One moderation action; the search results and the audit log reload after it, and a toast says what happened. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: (result, input: ModerationInput) => {
      void queryClient.invalidateQueries({ queryKey: opsKeys.moderation });
      void queryClient.invalidateQueries({ queryKey: opsKeys.audit });
      const words = actionWords(i18n, input.subject, input.action);
      toast({
        title: result.changed ? words.done : words.unchanged,
        description: result.item.title,
      });
    },
  });
}
