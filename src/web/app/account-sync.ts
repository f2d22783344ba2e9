import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQueryOptions } from '#web/features/auth/api/session.ts';
import { currentLocale, rememberedLocale, showLocale } from '#web/lib/i18n.ts';

/**
 * Keeps the visitor's cart and lists in step with the account: merged into it
 * at sign-in, cleared from the device at sign-out (with any campaign drafts). The sync code loads only
 * once someone is signed in, so a visitor who never signs in does not download it. It reaches into three
 * features (cart, lists, collabs), so the app holds it rather than any one of them.
 * A sign-in also brings the account's language (the server sets its cookie, decision 047).
 */
export function useAccountSync(): void {
  const session = useQuery(sessionQueryOptions);
  const userId = session.data?.user.id ?? null;
  const everSignedIn = useRef(false);
  useEffect(() => {
    if (session.isPending) return;
    if (!userId && !everSignedIn.current) return;
    everSignedIn.current = true;
    const accountLocale = userId ? rememberedLocale() : null;
    if (accountLocale && accountLocale !== currentLocale()) void showLocale(accountLocale);
    void Promise.all([
      import('#web/features/cart/cart-sync.ts'),
      import('#web/features/lists/lists-sync.ts'),
      import('#web/features/campaigns/campaign-store.ts'),
    ]).then(([cart, lists, collabs]) => {
      cart.followCartAccount(userId);
      lists.followListsAccount(userId);
      // A seller's drafts are theirs alone: they leave the device at sign-out.
      if (!userId) collabs.forgetDrafts();
    });
  }, [session.isPending, userId]);
}
