import type { MessageDescriptor } from '@lingui/core';
import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { ModerationNotice, ModerationSubject } from '#shared/contracts/ops.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format.ts';
import { moderationNoticesQueryOptions } from '../api/notices.ts';

/** What each withheld thing means for its owner. */
const consequence: Record<ModerationSubject, MessageDescriptor> = {
  seller: msg`Your seller page and products are hidden from buyers. Orders already placed go on: keep fulfilling them.`,
  creator: msg`Your store is hidden from buyers. Orders already placed go on.`,
  store: msg`Buyers cannot open your store or buy through it. Orders already placed go on.`,
  product: msg`Buyers cannot find or order it. Orders already placed go on.`,
  campaign: msg`It is not listed and no more creators can join. Creators who joined go on.`,
  review: msg`It is not shown on the product.`,
};

/** What the notice is about, for the things (an account's suspension is about the reader). */
function subjectLine(notice: ModerationNotice): string | null {
  const title = notice.title;
  if (notice.subject === 'store') return translate`Your store “${title}”`;
  if (notice.subject === 'campaign') return translate`Your campaign “${title}”`;
  if (notice.subject === 'review') {
    // The server names a review "Review of {product}" (in English): the product's name is what is shown.
    const product = title.replace(/^Review of /, '');
    return translate`Your review of ${product}`;
  }
  if (notice.subject === 'product') return title;
  return null;
}

function headline(notice: ModerationNotice): string {
  const reason = notice.reason;
  if (notice.subject === 'seller') return translate`Your seller account is suspended: ${reason}`;
  if (notice.subject === 'creator') return translate`Your creator account is suspended: ${reason}`;
  return translate`Hidden by Haat: ${reason}`;
}

/**
 * The owner's side of moderation: each of their things (of the given kinds) that Haat hid or suspended, with the
 * reason, on the screen where they manage it. Nothing while there is none.
 */
export function ModerationNotices({ subjects, className }: { subjects: ModerationSubject[]; className?: string }) {
  const { t, i18n } = useLingui();
  const notices = useQuery(moderationNoticesQueryOptions);
  const shown = notices.data?.items.filter((notice) => subjects.includes(notice.subject)) ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-label={t`Notices from Haat`} className={cn('space-y-2', className)}>
      {shown.map((notice) => {
        const since = notice.since;
        const date = formatDate(since);
        return (
          <div
            key={`${notice.subject}:${notice.id}`}
            className="flex gap-3 rounded-card border border-red-400/40 bg-red-400/10 px-4 py-3 text-sm"
          >
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-red-200" aria-hidden />
            <div className="min-w-0">
              {subjectLine(notice) ? <p className="font-semibold break-words">{subjectLine(notice)}</p> : null}
              <p className="font-semibold break-words text-red-100">{headline(notice)}</p>
              <p className="mt-1 text-text-secondary">
                {i18n._(consequence[notice.subject])}{' '}
                <Trans>
                  Since <time dateTime={since}>{date}</time>.
                </Trans>
              </p>
            </div>
          </div>
        );
      })}
    </section>
  );
}
