import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeIndianRupee from 'lucide-react/icons/badge-indian-rupee';
import Banknote from 'lucide-react/icons/banknote';
import Link2 from 'lucide-react/icons/link-2';
import Megaphone from 'lucide-react/icons/megaphone';
import Package from 'lucide-react/icons/package';
import Palette from 'lucide-react/icons/palette';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Sparkles from 'lucide-react/icons/sparkles';
import Store from 'lucide-react/icons/store';
import Truck from 'lucide-react/icons/truck';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { type AudienceAccent, AudienceIcon } from '#web/components/audience-icon.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatRupees } from '#shared/money.ts';

interface Audience {
  id: string;
  eyebrow: MessageDescriptor;
  title: MessageDescriptor;
  icon: LucideIcon;
  audience: AudienceAccent;
  points: { icon: LucideIcon; text: MessageDescriptor }[];
}

const audiences: Audience[] = [
  {
    id: 'creators',
    eyebrow: msg`For creators`,
    title: msg`Turn your audience into a store`,
    icon: Sparkles,
    audience: 'creator',
    points: [
      { icon: Store, text: msg`Your own store at haat/@you, in your own theme` },
      { icon: BadgeIndianRupee, text: msg`Pick products from verified sellers and set your markup` },
      { icon: Megaphone, text: msg`Join brand campaigns for cash or gifts` },
    ],
  },
  {
    id: 'sellers',
    eyebrow: msg`For sellers`,
    title: msg`Let creators sell for you`,
    icon: Package,
    audience: 'seller',
    points: [
      { icon: Package, text: msg`List products with photos, stock and your base price` },
      { icon: Link2, text: msg`Creators resell them to their followers` },
      { icon: Truck, text: msg`Fulfil orders with tracking; get paid on delivery` },
    ],
  },
  {
    id: 'buyers',
    eyebrow: msg`For buyers`,
    title: msg`Shop the picks you trust`,
    icon: ShoppingBag,
    audience: 'buyer',
    points: [
      { icon: Sparkles, text: msg`Products your favourite creators actually recommend` },
      { icon: Banknote, text: msg`Cash on delivery, anywhere in India` },
      { icon: ShieldCheck, text: msg`Easy returns within each product’s return window` },
    ],
  },
];

const steps = [
  { title: msg`Sellers list`, body: msg`A seller lists a product with its base price and lets creators resell it.` },
  { title: msg`Creators pick`, body: msg`A creator adds it to their store with their own markup and shares the link.` },
  { title: msg`Buyers order`, body: msg`A follower orders from the creator’s store and pays cash on delivery.` },
];

// An explanation of the pricing rule, not a listing: base price + markup = what the buyer pays.
const example = { basePaise: 79_900, markupPaise: 15_000 };

export function LandingPage() {
  const { i18n } = useLingui();
  return (
    <div className="overflow-x-clip">
      <section className="relative isolate">
        <div className="pointer-events-none absolute inset-0 -z-10 opacity-70" aria-hidden>
          <div className="absolute -top-32 left-1/2 h-[28rem] w-[28rem] -translate-x-1/2 rounded-full bg-primary/30 blur-3xl sm:left-1/4" />
          <div className="absolute top-20 right-0 h-72 w-72 rounded-full bg-secondary/20 blur-3xl" />
        </div>
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-12 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-xs font-semibold text-text-secondary backdrop-blur">
              <span className="size-1.5 rounded-full bg-accent" aria-hidden />{' '}
              <Trans>Creator commerce, made for India</Trans>
            </p>
            <h1 className="mt-5 text-4xl leading-[1.05] font-black tracking-tight text-balance sm:text-6xl">
              <Trans>
                Your audience. Your store. <span className="text-gradient-primary">Your haat.</span>
              </Trans>
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-pretty text-text-secondary sm:text-lg">
              <Trans>
                Creators open a store in minutes and resell products from India’s sellers with their own markup. Sellers
                reach new buyers through creators. Buyers shop picks they trust and pay on delivery.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/role-select" className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
                <Trans>Get started</Trans> <ArrowRight className="size-4" aria-hidden />
              </Link>
              <Link to="/shop" className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full sm:w-auto')}>
                <Trans>Explore the shop</Trans>
              </Link>
            </div>
          </div>

          <figure className="relative mx-auto w-full max-w-sm" aria-labelledby="pricing-example-caption">
            <div className="rounded-[1.75rem] border border-border bg-surface/80 p-5 shadow-lg backdrop-blur">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-gradient-primary text-white">
                  <Palette className="size-5" aria-hidden />
                </span>
                <div>
                  <p className="text-sm font-semibold">
                    <Trans>How a sale adds up</Trans>
                  </p>
                  <p className="text-xs text-text-secondary">
                    <Trans>Every order, every line</Trans>
                  </p>
                </div>
              </div>
              <dl className="mt-5 space-y-3 text-sm">
                <div className="flex items-center justify-between rounded-xl bg-muted px-4 py-3">
                  <dt className="text-text-secondary">
                    <Trans>Seller’s base price</Trans>
                  </dt>
                  <dd className="font-semibold tabular-nums">{formatRupees(example.basePaise)}</dd>
                </div>
                <div className="flex items-center justify-between rounded-xl bg-muted px-4 py-3">
                  <dt className="text-text-secondary">
                    <Trans>Creator’s markup</Trans>
                  </dt>
                  <dd className="font-semibold text-accent tabular-nums">+ {formatRupees(example.markupPaise)}</dd>
                </div>
                <div className="flex items-center justify-between rounded-xl bg-gradient-primary px-4 py-3 text-white">
                  <dt className="font-medium">
                    <Trans>Buyer pays</Trans>
                  </dt>
                  <dd className="text-lg font-bold tabular-nums">
                    {formatRupees(example.basePaise + example.markupPaise)}
                  </dd>
                </div>
              </dl>
              <figcaption id="pricing-example-caption" className="mt-4 text-xs leading-relaxed text-text-secondary">
                <Trans>
                  The creator earns the markup, the seller the base price, each less Haat’s commission and the GST on
                  it, shown before they sell. Both land in their ledgers on delivery and become payable when the return
                  window closes.
                </Trans>
              </figcaption>
            </div>
          </figure>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-5 py-12 sm:py-16" aria-labelledby="audiences-title">
        <h2 id="audiences-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>One marketplace, three ways in</Trans>
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {audiences.map(({ id, eyebrow, title, icon, audience, points }) => (
            <li key={id} className="flex flex-col rounded-card border border-border bg-surface p-6 shadow-card">
              <AudienceIcon audience={audience} icon={icon} />
              <p className="mt-5 text-xs font-semibold tracking-wide text-text-secondary uppercase">
                {i18n._(eyebrow)}
              </p>
              <h3 className="mt-1 text-xl font-bold">{i18n._(title)}</h3>
              <ul className="mt-5 flex-1 space-y-3">
                {points.map(({ icon: PointIcon, text }) => (
                  <li key={text.id} className="flex items-start gap-3 text-sm text-text-secondary">
                    <PointIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    <span>{i18n._(text)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-5 py-12 sm:py-16" aria-labelledby="how-title">
        <h2 id="how-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>How Haat works</Trans>
        </h2>
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title.id} className="relative rounded-card border border-border bg-surface/60 p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-gradient-primary text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{i18n._(step.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-text-secondary">{i18n._(step.body)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-5 pt-4 pb-20" aria-labelledby="cta-title">
        <div className="relative overflow-hidden rounded-[1.75rem] bg-gradient-primary px-6 py-12 text-center text-white shadow-glow sm:px-12">
          <h2 id="cta-title" className="text-2xl font-black tracking-tight text-balance sm:text-4xl">
            <Trans>Open your haat today</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/90">
            <Trans>
              Tell us who you are and we will take you to the right place: your store, your seller account or the shop.
            </Trans>
          </p>
          <Link
            to="/role-select"
            className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-button bg-white px-6 font-semibold text-neutral-900 shadow-md transition-theme hover:bg-white/90"
          >
            <Trans>Get started</Trans> <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </section>
    </div>
  );
}
