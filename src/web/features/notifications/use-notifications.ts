import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '#shared/contracts/notifications.ts';
import { failureToast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import { markNotificationRead, markNotificationsRead, notificationsQueryOptions } from './api/notifications.ts';
import { withAllRead, withRead } from './notification-list.ts';

/** The signed-in user's stored notifications (nothing for a visitor). */
export function useNotifications() {
  const { data: session } = useSession();
  const userId = session?.user.id ?? '';
  return { userId, ...useQuery({ ...notificationsQueryOptions(userId), enabled: userId !== '' }) };
}

/** Changes the cached list at once, then asks the server; a refusal puts the server's state back. */
function useReadMutation<T>(
  send: (input: T) => Promise<unknown>,
  change: (list: NotificationList, input: T) => NotificationList,
) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const { queryKey } = notificationsQueryOptions(session?.user.id ?? '');
  return useMutation({
    mutationFn: send,
    onMutate: async (input: T) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (list) => (list ? change(list, input) : list));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** One notification read (opened from a card or the inbox). */
export function useMarkRead() {
  return useReadMutation(markNotificationRead, withRead);
}

/** "Mark all read", through the newest notification the user was shown. */
export function useMarkAllRead() {
  const mutation = useReadMutation(markNotificationsRead, withAllRead);
  return {
    ...mutation,
    mutate: (through: string) =>
      mutation.mutate(through, { onError: (error) => failureToast(t`Could not mark them read`, error) }),
  };
}
