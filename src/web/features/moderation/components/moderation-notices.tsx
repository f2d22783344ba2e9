import { useQuery } from '@tanstack/react-query';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { ModerationNotice, ModerationSubject } from '#shared/contracts/ops.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format.ts';
import { moderationNoticesQueryOptions } from '../api/notices.ts';

/** What each withheld thing means for its owner. */
const consequence: Record<ModerationSubject, string> = {
  seller: 'Your seller page and products are hidden from buyers. Orders already placed go on: keep fulfilling them.',
  creator: 'Your store is hidden from buyers. Orders already placed go on.',
  store: 'Buyers cannot open your store or buy through it. Orders already placed go on.',
  product: 'Buyers cannot find or order it. Orders already placed go on.',
  campaign: 'It is not listed and no more creators can join. Creators who joined go on.',
  review: 'It is not shown on the product.',
};

/** What the notice is about, for the things (an account's suspension is about the reader). */
function subjectLine(notice: ModerationNotice): string | null {
  if (notice.subject === 'store') return `Your store “${notice.title}”`;
  if (notice.subject === 'campaign') return `Your campaign “${notice.title}”`;
  if (notice.subject === 'review') return `Your ${notice.title.replace(/^Review of/, 'review of')}`;
  if (notice.subject === 'product') return notice.title;
  return null;
}

function headline(notice: ModerationNotice): string {
  if (notice.subject === 'seller') return `Your seller account is suspended: ${notice.reason}`;
  if (notice.subject === 'creator') return `Your creator account is suspended: ${notice.reason}`;
  return `Hidden by Haat: ${notice.reason}`;
}

/**
 * The owner's side of moderation: each of their things (of the given kinds) that Haat hid or suspended, with the
 * reason, on the screen where they manage it. Nothing while there is none.
 */
export function ModerationNotices({ subjects, className }: { subjects: ModerationSubject[]; className?: string }) {
  const notices = useQuery(moderationNoticesQueryOptions);
  const shown = notices.data?.items.filter((notice) => subjects.includes(notice.subject)) ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-label="Notices from Haat" className={cn('space-y-2', className)}>
      {shown.map((notice) => (
        <div
          key={`${notice.subject}:${notice.id}`}
          className="flex gap-3 rounded-card border border-red-400/40 bg-red-400/10 px-4 py-3 text-sm"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-red-200" aria-hidden />
          <div className="min-w-0">
            {subjectLine(notice) ? <p className="font-semibold break-words">{subjectLine(notice)}</p> : null}
            <p className="font-semibold break-words text-red-100">{headline(notice)}</p>
            <p className="mt-1 text-text-secondary">
              {consequence[notice.subject]} Since <time dateTime={notice.since}>{formatDate(notice.since)}</time>.
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
