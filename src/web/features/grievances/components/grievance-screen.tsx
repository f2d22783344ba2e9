import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Grievance, grievanceSubjectSchema } from '#shared/contracts/grievances.ts';
import { useSession } from '#web/features/auth/public.ts';
import { operatorQueryOptions } from '../api/operator.ts';
import { GrievanceForm } from './grievance-form.tsx';
import { MyGrievances } from './my-grievances.tsx';

function Contact({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <a href={`mailto:${email}`} className="font-semibold text-primary underline-offset-2 hover:underline">
        {email}
      </a>
      {phone ? (
        <>
          {' · '}
          <a
            href={`tel:${phone.replaceAll(' ', '')}`}
            className="font-semibold text-primary underline-offset-2 hover:underline"
          >
            {phone}
          </a>
        </>
      ) : null}
    </>
  );
}

/** Who runs this Haat and its grievance officer, as the E-Commerce Rules, 2020 ask them shown (rule 4(1), 4(4)). */
function OperatorDetails() {
  const operator = useQuery(operatorQueryOptions).data;
  if (!operator) return <div className="h-40 animate-pulse rounded-card bg-muted/50" aria-hidden />;
  const officer = operator.grievanceOfficer;
  return (
    <dl className="grid gap-4 rounded-card border border-border bg-surface/70 p-5 text-sm shadow-card sm:grid-cols-2 sm:p-6">
      <div>
        <dt className="text-xs font-semibold text-text-secondary">
          <Trans>Haat is run by</Trans>
        </dt>
        <dd className="mt-1 font-bold">{operator.legalName}</dd>
        <dd className="mt-1 text-text-secondary">{operator.address}</dd>
        <dd className="mt-1">
          <Contact {...operator.contact} />
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold text-text-secondary">
          <Trans>Grievance officer</Trans>
        </dt>
        <dd className="mt-1 font-bold">{officer.name}</dd>
        <dd className="mt-1 text-text-secondary">{officer.designation}</dd>
        <dd className="mt-1">
          <Contact email={officer.email} phone={officer.phone} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * /grievance: who runs Haat and how to complain. Anyone may file (a guest gives a name and an email); the ticket
 * number shows at once, and a signed-in account follows its tickets here and on /account. `?subject=order&reference=…`
 * fills the form in (an order's "Report a problem").
 */
export function GrievanceScreen() {
  const { t } = useLingui();
  const session = useSession();
  const [params] = useSearchParams();
  const [filed, setFiled] = useState<Grievance | null>(null);
  const subject = grievanceSubjectSchema.safeParse(params.get('subject')).data;
  const signedIn = Boolean(session.data);
  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-5 py-10 sm:py-14" aria-labelledby="grievance-title">
      <header className="space-y-2">
        <h1 id="grievance-title" className="text-3xl font-black tracking-tight">
          <Trans>Complaints and grievance officer</Trans>
        </h1>
        <p className="text-sm text-text-secondary">
          <Trans>
            Tell us about a problem with an order, a product, a store or your personal data. Every complaint gets a
            ticket number at once, is taken up within 48 hours and resolved within a month, as the Consumer Protection
            (E-Commerce) Rules, 2020 require.
          </Trans>
        </p>
      </header>
      <OperatorDetails />
      <div className="rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6">
        {filed ? (
          <div role="status" className="space-y-3">
            <p className="flex items-center gap-2 text-lg font-bold">
              <CircleCheck className="size-5 text-emerald-300" aria-hidden />
              <Trans>Complaint received</Trans>
            </p>
            <p>
              <Trans>
                Your ticket number is <strong className="font-mono">{filed.number}</strong>. We have emailed you an
                acknowledgement; keep the number to follow it up.
              </Trans>
            </p>
            <button
              type="button"
              className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
              onClick={() => setFiled(null)}
            >
              {t`File another complaint`}
            </button>
          </div>
        ) : session.isPending ? null : (
          <GrievanceForm
            signedIn={signedIn}
            initial={{ subject, reference: params.get('reference') ?? undefined }}
            onFiled={setFiled}
          />
        )}
      </div>
      {signedIn ? <MyGrievances /> : null}
    </section>
  );
}
