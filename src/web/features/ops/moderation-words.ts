import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ModerationAction,
  ModerationSearch,
  ModerationState,
  ModerationSubject,
  suspendedSubjects,
} from '#shared/contracts/ops.ts';
import type { BadgeTone } from '#web/components/ui/badge.tsx';

/*
 * The console's words for moderation, in the reader's language (decision 047): the tables are descriptors, rendered
 * with `i18n._(…)`; `actionWords` says an action's words with the `i18n` it is given.
 */

/** Each kind's group of results on the Moderation tab. */
export const subjectGroups: Record<ModerationSubject, MessageDescriptor> = {
  product: msg`Products`,
  store: msg`Stores`,
  creator: msg`Creators`,
  seller: msg`Sellers`,
  campaign: msg`Campaigns`,
  review: msg`Reviews`,
};

/** The groups of search results on the Moderation tab, in order. */
export const resultGroups = [
  { key: 'products', subject: 'product' },
  { key: 'stores', subject: 'store' },
  { key: 'creators', subject: 'creator' },
  { key: 'sellers', subject: 'seller' },
  { key: 'campaigns', subject: 'campaign' },
  { key: 'reviews', subject: 'review' },
] as const satisfies readonly { key: keyof ModerationSearch; subject: ModerationSubject }[];

export const stateBadge: Record<ModerationState, { label: MessageDescriptor; tone: BadgeTone }> = {
  visible: { label: msg`Visible`, tone: 'success' },
  hidden: { label: msg`Hidden`, tone: 'warning' },
  suspended: { label: msg`Suspended`, tone: 'danger' },
};

const verbs: Record<ModerationAction, MessageDescriptor> = {
  hide: msg`Hide`,
  suspend: msg`Suspend`,
  restore: msg`Restore`,
};

/** An action's dialog title and button, its toast when done, and its toast when nothing changed. */
interface ActionTexts {
  title: MessageDescriptor;
  done: MessageDescriptor;
  unchanged: MessageDescriptor;
}

/** Accounts (sellers, creators) are suspended, everything else hidden; all are restored (the contract's pairs). */
type ActionsOf<S extends ModerationSubject> = S extends (typeof suspendedSubjects)[number]
  ? 'suspend' | 'restore'
  : 'hide' | 'restore';

const actionTexts: { [S in ModerationSubject]: Record<ActionsOf<S>, ActionTexts> } = {
  product: {
    hide: {
      title: msg`Hide product`,
      done: msg`Product hidden`,
      unchanged: msg`Nothing to change: the product was already hidden`,
    },
    restore: {
      title: msg`Restore product`,
      done: msg`Product restored`,
      unchanged: msg`Nothing to change: the product was already visible`,
    },
  },
  store: {
    hide: {
      title: msg`Hide store`,
      done: msg`Store hidden`,
      unchanged: msg`Nothing to change: the store was already hidden`,
    },
    restore: {
      title: msg`Restore store`,
      done: msg`Store restored`,
      unchanged: msg`Nothing to change: the store was already visible`,
    },
  },
  creator: {
    suspend: {
      title: msg`Suspend creator`,
      done: msg`Creator suspended`,
      unchanged: msg`Nothing to change: the creator was already suspended`,
    },
    restore: {
      title: msg`Restore creator`,
      done: msg`Creator restored`,
      unchanged: msg`Nothing to change: the creator was already visible`,
    },
  },
  seller: {
    suspend: {
      title: msg`Suspend seller`,
      done: msg`Seller suspended`,
      unchanged: msg`Nothing to change: the seller was already suspended`,
    },
    restore: {
      title: msg`Restore seller`,
      done: msg`Seller restored`,
      unchanged: msg`Nothing to change: the seller was already visible`,
    },
  },
  campaign: {
    hide: {
      title: msg`Hide campaign`,
      done: msg`Campaign hidden`,
      unchanged: msg`Nothing to change: the campaign was already hidden`,
    },
    restore: {
      title: msg`Restore campaign`,
      done: msg`Campaign restored`,
      unchanged: msg`Nothing to change: the campaign was already visible`,
    },
  },
  review: {
    hide: {
      title: msg`Hide review`,
      done: msg`Review hidden`,
      unchanged: msg`Nothing to change: the review was already hidden`,
    },
    restore: {
      title: msg`Restore review`,
      done: msg`Review restored`,
      unchanged: msg`Nothing to change: the review was already visible`,
    },
  },
};

/** What withholding each kind does, said in the dialog before the operator confirms. */
const effects: Record<ModerationSubject, MessageDescriptor> = {
  product: msg`Buyers will no longer find it or be able to order it anywhere on Haat.`,
  store: msg`Its page and link preview answer like an unknown store, and nothing is sold through it.`,
  creator: msg`Their store goes from public view and nothing is sold through it.`,
  seller: msg`Their seller page and every one of their products go from public view.`,
  campaign: msg`It is no longer listed and no more creators can join it; those who joined go on.`,
  review: msg`It is no longer shown, nor counted in the product’s rating.`,
};

/** Who is told, by the kind's owner: the seller, the creator, or the review's author. */
const notices: Record<ModerationSubject, MessageDescriptor> = {
  product: msg`The seller is notified and shown your reason.`,
  store: msg`The creator is notified and shown your reason.`,
  creator: msg`The creator is notified and shown your reason.`,
  seller: msg`The seller is notified and shown your reason.`,
  campaign: msg`The seller is notified and shown your reason.`,
  review: msg`The review’s author is notified and shown your reason.`,
};

/** The words of one action on one kind: the button, the dialog and the toasts. */
export function actionWords(i18n: I18n, subject: ModerationSubject, action: ModerationAction) {
  const texts = (actionTexts[subject] as Partial<Record<ModerationAction, ActionTexts>>)[action];
  if (!texts) throw new Error(`A ${subject} cannot be given the action ${action}`);
  const ordersGoOn = action !== 'restore' && subject !== 'review' && subject !== 'campaign';
  return {
    verb: i18n._(verbs[action]),
    title: i18n._(texts.title),
    done: i18n._(texts.done),
    unchanged: i18n._(texts.unchanged),
    effect:
      action === 'restore'
        ? i18n._(msg`It becomes visible to the public again.`)
        : `${i18n._(effects[subject])}${ordersGoOn ? ` ${i18n._(msg`Orders already placed go on.`)}` : ''}`,
    notice: i18n._(notices[subject]),
  };
}
