import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '#shared/contracts/privacy.ts';
import { formatDate } from '#web/lib/format.ts';

interface NoticeItem {
  what: ReactNode;
  why: ReactNode;
  kept: ReactNode;
}

/**
 * /privacy: the notice of the Digital Personal Data Protection Act, 2023 (s. 5) and its Rules of 2025 (rule 3):
 * each item of personal data Haat holds, what it is for and how long it is kept, the rights and how to use them.
 * Shown at sign-up and checkout, and linked from every page's footer. Its version is what a consent records.
 */
export function PrivacyNotice() {
  const { t } = useLingui();
  const items: NoticeItem[] = [
    {
      what: t`Your name, email address and password (kept only as a one-way hash)`,
      why: t`To open and run your account, sign you in and mail you about your account and orders.`,
      kept: t`Until you delete your account.`,
    },
    {
      what: t`The name, phone number and delivery address you give at checkout`,
      why: t`To deliver your order: the seller who ships it and their courier see them.`,
      kept: t`With the order for as long as tax law keeps the seller’s records (CGST Act, 2017, s. 36). If you delete your account, the order stays without your name, phone, email or street address.`,
    },
    {
      what: t`Your orders, returns, reviews and questions`,
      why: t`To fulfil and refund them and show you their history; a review shows your display name.`,
      kept: t`As the orders above; reviews and questions until you delete your account.`,
    },
    {
      what: t`Your bag, saved and liked lists and the stores you follow`,
      why: t`To keep them for you across devices.`,
      kept: t`Until you remove them or delete your account.`,
    },
    {
      what: t`Your complaints to the grievance officer`,
      why: t`To resolve them, and for the monthly report the E-Commerce Rules ask for.`,
      kept: t`The tickets stay; your name and email leave them when you delete your account.`,
    },
    {
      what: t`For sellers and creators: business details, PAN, GSTIN and bank account (encrypted)`,
      why: t`To show buyers who sells, to pay you, and to withhold and report tax as the law requires.`,
      kept: t`As long as tax law keeps payment and tax records.`,
    },
    {
      what: t`The device and network address of each sign-in, and an anonymous visitor number in a store`,
      why: t`To keep your account safe and to count a store’s visitors for its creator. No advertising trackers.`,
      kept: t`Until the sign-in expires; visitor numbers are not linked to you.`,
    },
    {
      what: t`A log of each download, correction, deletion and consent of yours`,
      why: t`To show that your rights were respected, as the DPDP Rules, 2025 require.`,
      kept: t`At least one year.`,
    },
  ];
  return (
    <article className="mx-auto w-full max-w-3xl space-y-8 px-5 py-10 sm:py-14" aria-labelledby="privacy-title">
      <header className="space-y-2">
        <h1 id="privacy-title" className="text-3xl font-black tracking-tight">
          <Trans>Privacy notice</Trans>
        </h1>
        <p className="text-sm text-text-secondary">
          <Trans>
            Version of {formatDate(PRIVACY_NOTICE_VERSION)}. What personal data Haat holds about you, why, for how long,
            and how to use your rights under the Digital Personal Data Protection Act, 2023.
          </Trans>
        </p>
      </header>
      <section aria-labelledby="privacy-items" className="space-y-3">
        <h2 id="privacy-items" className="text-xl font-bold">
          <Trans>What we hold and why</Trans>
        </h2>
        <ul className="space-y-3">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, in a fixed order
            <li key={index} className="rounded-card border border-border bg-surface/70 p-4 shadow-card">
              <p className="font-semibold">{item.what}</p>
              <p className="mt-1 text-sm">{item.why}</p>
              <p className="mt-1 text-sm text-text-secondary">
                <Trans>Kept: {item.kept}</Trans>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy-choices" className="space-y-2">
        <h2 id="privacy-choices" className="text-xl font-bold">
          <Trans>What you choose</Trans>
        </h2>
        <p className="text-sm">
          <Trans>
            The AI Manager reads your orders only if you allow it, and stops the moment you withdraw it. Haat sends no
            marketing mail and sells no data. Nothing is ticked for you.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="privacy-rights" className="space-y-2">
        <h2 id="privacy-rights" className="text-xl font-bold">
          <Trans>Your rights</Trans>
        </h2>
        <p className="text-sm">
          <Trans>
            On{' '}
            <Link to="/account#your-data" className="font-semibold text-primary hover:underline">
              your account
            </Link>{' '}
            you can download everything we hold, correct your details, give or withdraw consent and delete your account.
            A complaint about your data goes to our{' '}
            <Link to="/grievance?subject=data" className="font-semibold text-primary hover:underline">
              grievance officer
            </Link>
            , who answers within a month; if you are not satisfied you may then go to the Data Protection Board of
            India. If your data is ever breached, we tell you and the Board without delay.
          </Trans>
        </p>
      </section>
    </article>
  );
}
