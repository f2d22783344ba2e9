import type { ModerationAction, ModerationSearch, ModerationState, ModerationSubject } from '#shared/contracts/ops.ts';
import type { BadgeTone } from '#web/components/ui/badge.tsx';

/** Each kind the console moderates, as its results group and its dialogs name it. */
export const subjectNames: Record<ModerationSubject, { one: string; group: string; owner: string }> = {
  product: { one: 'product', group: 'Products', owner: 'seller' },
  store: { one: 'store', group: 'Stores', owner: 'creator' },
  creator: { one: 'creator', group: 'Creators', owner: 'creator' },
  seller: { one: 'seller', group: 'Sellers', owner: 'seller' },
  campaign: { one: 'campaign', group: 'Campaigns', owner: 'seller' },
  review: { one: 'review', group: 'Reviews', owner: 'review’s author' },
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

export const stateBadge: Record<ModerationState, { label: string; tone: BadgeTone }> = {
  visible: { label: 'Visible', tone: 'success' },
  hidden: { label: 'Hidden', tone: 'warning' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

/** What withholding each kind does, said in the dialog before the operator confirms. */
const effects: Record<ModerationSubject, string> = {
  product: 'Buyers will no longer find it or be able to order it anywhere on Haat.',
  store: 'Its page and link preview answer like an unknown store, and nothing is sold through it.',
  creator: 'Their store goes from public view and nothing is sold through it.',
  seller: 'Their seller page and every one of their products go from public view.',
  campaign: 'It is no longer listed and no more creators can join it; those who joined go on.',
  review: 'It is no longer shown, nor counted in the product’s rating.',
};

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** The words of one action on one kind: the button, the dialog and the toasts. */
export function actionWords(subject: ModerationSubject, action: ModerationAction) {
  const noun = subjectNames[subject].one;
  const owner = subjectNames[subject].owner;
  const past = { hide: 'hidden', suspend: 'suspended', restore: 'restored' }[action];
  const verb = capital(action);
  return {
    verb,
    title: `${verb} ${noun}`,
    done: `${capital(noun)} ${past}`,
    unchanged: `Nothing to change: the ${noun} was already ${action === 'restore' ? 'visible' : past}`,
    effect:
      action === 'restore'
        ? 'It becomes visible to the public again.'
        : `${effects[subject]}${subject === 'review' || subject === 'campaign' ? '' : ' Orders already placed go on.'}`,
    notice: `The ${owner} is notified and shown your reason.`,
  };
}
