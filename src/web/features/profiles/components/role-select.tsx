import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Sparkles from 'lucide-react/icons/sparkles';
import Store from 'lucide-react/icons/store';
import type { LucideIcon } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type AudienceAccent, AudienceIcon } from '#web/components/audience-icon.tsx';
import { toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import { meQueryOptions, saveRoleIntent } from '../api/profile.ts';
import { type RoleIntent, signedInDestination, signedOutDestination, storeRoleIntent } from '../role-intent.ts';

interface RoleCard {
  role: RoleIntent;
  title: MessageDescriptor;
  body: MessageDescriptor;
  icon: LucideIcon;
  audience: AudienceAccent;
}

const cards: RoleCard[] = [
  {
    role: 'creator',
    title: msg`I'm a Creator`,
    body: msg`Open your store, pick products you love and earn on every sale.`,
    icon: Sparkles,
    audience: 'creator',
  },
  {
    role: 'merchant',
    title: msg`I'm a Seller`,
    body: msg`List your products, let creators resell them and run collab campaigns.`,
    icon: Store,
    audience: 'seller',
  },
  {
    role: 'buyer',
    title: msg`Just here to shop`,
    body: msg`Shop creators' picks and pay cash on delivery.`,
    icon: ShoppingBag,
    audience: 'buyer',
  },
];

/** "Who are you?": the three ways into Haat. */
export function RoleSelect() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const save = useMutation({
    mutationFn: saveRoleIntent,
    onSuccess: (profile, role) => {
      queryClient.setQueryData(meQueryOptions.queryKey, profile);
      void navigate(signedInDestination[role]);
    },
    onError: () =>
      toast({
        title: t`Error`,
        description: t`Failed to save your choice. Please try again.`,
        variant: 'destructive',
      }),
  });

  const choose = (role: RoleIntent) => {
    if (session.data) {
      save.mutate(role);
      return;
    }
    storeRoleIntent(role);
    void navigate(signedOutDestination[role]);
  };
  // Until we know whether someone is signed in, a click could go the wrong way.
  const disabled = save.isPending || session.isPending;

  return (
    // On a phone the three choices and the free corner for the AI Manager button fit one screen: each card is a
    // row (icon beside its text); from sm up they stand as three columns.
    <section className="mx-auto w-full max-w-5xl px-5 py-8 sm:py-20" aria-labelledby="role-select-title">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          <Trans>Welcome to Haat</Trans>
        </p>
        <h1 id="role-select-title" className="mt-2 text-4xl font-black tracking-tight sm:mt-3 sm:text-5xl">
          <Trans>Who are you?</Trans>
        </h1>
        <p className="mt-3 text-base text-text-secondary sm:mt-4 sm:text-lg">
          <Trans>Choose how you want to use Haat. You can change it later.</Trans>
        </p>
      </div>
      <ul className="mt-7 grid gap-3 sm:mt-14 sm:grid-cols-3 sm:gap-6">
        {cards.map(({ role, title, body, icon, audience }) => (
          <li key={role}>
            <button
              type="button"
              onClick={() => choose(role)}
              disabled={disabled}
              aria-busy={save.isPending && save.variables === role}
              className="group grid w-full cursor-pointer grid-cols-[auto_1fr] gap-x-4 rounded-card border border-border bg-surface p-4 text-left shadow-card transition-theme hover:-translate-y-0.5 hover:border-primary/70 hover:shadow-glow disabled:cursor-wait disabled:opacity-60 sm:flex sm:h-full sm:flex-col sm:p-7"
            >
              <AudienceIcon
                audience={audience}
                icon={icon}
                className="row-span-2 shadow-md sm:size-12"
                iconClassName="size-6"
              />
              <span className="text-lg font-bold sm:mt-5 sm:text-xl">{i18n._(title)}</span>
              <span className="mt-1 text-sm leading-relaxed text-text-secondary sm:mt-2 sm:flex-1">{i18n._(body)}</span>
              <span className="mt-6 hidden items-center gap-1 text-sm font-semibold text-primary sm:inline-flex">
                <Trans>Continue</Trans>
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
