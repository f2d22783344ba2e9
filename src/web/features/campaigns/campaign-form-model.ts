import { t } from '@lingui/core/macro';
import {
  type Campaign,
  campaignInputSchema,
  type CampaignUpdate,
  hashtagSchema,
  MAX_BANNER_BYTES,
  type PayoutType,
} from '#shared/contracts/campaigns.ts';
import { formatRupeesShort, rupeesToPaise } from '#shared/money.ts';
import { translateText } from '#web/lib/i18n.ts';

/*
 * The campaign editor's model: what a seller types (hashtags in one line, the
 * payout in rupees) and how it becomes the contract's campaign fields, checked
 * with the contract's schema. Server field names map back onto the inputs.
 *
 * A field's error is kept in English, as the contract's are, and said in the app's language where it shows (Field
 * passes it through translateText): the form model's own are marked for the catalogs with an i18n comment (decision
 * 047).
 */

export interface CampaignFormValues {
  brand: string;
  title: string;
  desc: string;
  /** "#DiwaliGlow #HaatCreators", spaces or commas between. */
  hashtags: string;
  payoutType: PayoutType;
  /** Cash per approved post, in ₹ as typed. */
  payoutRupees: string;
  giftProductId: string;
  /** The display text, e.g. "₹2,000 per post". */
  payout: string;
  deadline: string;
  /** "Trending, New", commas between. */
  badges: string;
}
export type CampaignFormField = keyof CampaignFormValues;
export type CampaignFormErrors = Partial<Record<CampaignFormField, string>>;

/** The fields a create and an update both send; the status travels separately. */
const fieldsSchema = campaignInputSchema.omit({ status: true });
export type CampaignFields = ReturnType<typeof fieldsSchema.parse>;

export const HASHTAG_START_MESSAGE = /*i18n*/ 'Each hashtag starts with #';

const splitWords = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** Hashtags from one line, each once (ignoring case); an error when a word lacks its # or is not a valid tag. */
export function parseHashtags(text: string): { hashtags: string[]; error: string | null } {
  const words = splitWords(text);
  if (words.some((word) => !word.startsWith('#'))) return { hashtags: [], error: HASHTAG_START_MESSAGE };
  const seen = new Set<string>();
  const hashtags = words.filter((word) => !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()));
  for (const tag of hashtags) {
    const checked = hashtagSchema.safeParse(tag);
    if (!checked.success)
      return {
        hashtags,
        error: `${tag}: ${translateText(checked.error.issues[0]?.message ?? /*i18n*/ 'Not a valid hashtag.')}`,
      };
  }
  return { hashtags, error: null };
}

/** Badges from one line, commas between. */
export const parseBadges = (text: string): string[] =>
  text
    .split(',')
    .map((badge) => badge.trim())
    .filter(Boolean);

export const BANNER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen file cannot be the banner (checked before any upload), or null when it can. */
export function bannerFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!BANNER_TYPES.includes(file.type)) return t`Choose a JPEG, PNG or WebP image.`;
  const megabytes = MAX_BANNER_BYTES / 1024 / 1024;
  if (file.size > MAX_BANNER_BYTES) return t`The banner is larger than ${megabytes} MB. Choose a smaller image.`;
  return null;
}

export interface GiftChoice {
  id: string;
  name: string;
  pricePaise: number;
}

/** What the payout text says until the seller writes their own, in the seller's language: the text is theirs once saved. */
export function payoutSuggestion(
  values: Pick<CampaignFormValues, 'payoutType' | 'payoutRupees' | 'giftProductId'>,
  gifts: readonly GiftChoice[],
): string {
  if (values.payoutType === 'cash') {
    const paise = rupeesToPaise(values.payoutRupees);
    const amount = paise ? formatRupeesShort(paise) : '';
    return paise ? t`${amount} per post` : '';
  }
  const gift = gifts.find((product) => product.id === values.giftProductId);
  if (!gift) return '';
  const name = gift.name;
  const worth = formatRupeesShort(gift.pricePaise);
  return t`Free ${name} (worth ${worth})`;
}

export function campaignFormDefaults(campaign: Campaign | undefined, brand: string): CampaignFormValues {
  return {
    brand: campaign?.brand ?? brand,
    title: campaign?.title ?? '',
    desc: campaign?.desc ?? '',
    hashtags: campaign?.hashtags.join(' ') ?? '',
    payoutType: campaign?.payoutType ?? 'cash',
    payoutRupees: campaign?.payoutAmountPaise != null ? String(campaign.payoutAmountPaise / 100) : '',
    giftProductId: campaign?.giftProduct?.id ?? '',
    payout: campaign?.payout ?? '',
    deadline: campaign?.deadline ?? '',
    badges: campaign?.badges.join(', ') ?? '',
  };
}

const serverFieldNames: Record<string, CampaignFormField> = { payoutAmountPaise: 'payoutRupees' };
const formFields = new Set<string>([
  'brand',
  'title',
  'desc',
  'hashtags',
  'payoutType',
  'payoutRupees',
  'giftProductId',
  'payout',
  'deadline',
  'badges',
]);

/** The input a contract field (`hashtags.0`, `payoutAmountPaise`) belongs to, or null when none does. */
export function formFieldFor(key: string): CampaignFormField | null {
  const head = key.split('.')[0] ?? '';
  const field = serverFieldNames[head] ?? head;
  return formFields.has(field) ? (field as CampaignFormField) : null;
}

/** The message for a contract field; a hashtag's says which tag it is about. */
export function describeIssue(key: string, message: string, hashtags: readonly string[]): string {
  const match = /^hashtags\.(\d+)$/.exec(key);
  const tag = match ? hashtags[Number(match[1])] : undefined;
  return tag ? `${tag}: ${message}` : message;
}

/** Field errors keyed by contract field name, placed on the inputs; the rest are returned for a toast. */
export function toFormErrors(
  fields: Record<string, readonly string[]>,
  hashtags: readonly string[],
): { errors: CampaignFormErrors; unplaced: string[] } {
  const errors: CampaignFormErrors = {};
  const unplaced: string[] = [];
  for (const [key, messages] of Object.entries(fields)) {
    const message = describeIssue(key, messages[0] ?? t`Not valid.`, hashtags);
    const field = formFieldFor(key);
    if (field) errors[field] ??= message;
    else unplaced.push(message);
  }
  return { errors, unplaced };
}

const plainFields = ['brand', 'title', 'desc', 'hashtags', 'deadline', 'badges'] as const;

/**
 * The changes to send for an edit: only the fields the seller touched, so an
 * untouched payout is not checked again (its gift may have been archived since).
 * The payout travels whole: type, amount, gift and the text that follows them.
 */
export function changedFields(
  fields: CampaignFields,
  dirty: Partial<Record<CampaignFormField, boolean | undefined>>,
): CampaignUpdate {
  const changes: Record<string, unknown> = {};
  for (const key of plainFields) if (dirty[key]) changes[key] = fields[key];
  if (dirty.payout) changes.payout = fields.payout;
  if (dirty.payoutType || dirty.payoutRupees || dirty.giftProductId) {
    Object.assign(changes, {
      payoutType: fields.payoutType,
      payoutAmountPaise: fields.payoutAmountPaise,
      giftProductId: fields.giftProductId,
      payout: fields.payout,
    });
  }
  return changes as CampaignUpdate;
}

/**
 * The contract's fields from what was typed, checked with the contract's
 * schema, or the errors to show. The deadline may not be before `today` (India).
 */
export function toCampaignFields(
  values: CampaignFormValues,
  today: string,
): { ok: true; fields: CampaignFields } | { ok: false; errors: CampaignFormErrors } {
  const errors: CampaignFormErrors = {};
  const { hashtags, error: hashtagError } = parseHashtags(values.hashtags);
  if (hashtagError) errors.hashtags = hashtagError;
  const cash = values.payoutType === 'cash';
  const payoutAmountPaise = cash ? rupeesToPaise(values.payoutRupees) : null;
  if (cash && payoutAmountPaise === null) errors.payoutRupees = /*i18n*/ 'Enter the payout in ₹, e.g. 2000.';
  if (!cash && !values.giftProductId) errors.giftProductId = /*i18n*/ 'Choose one of your products.';
  if (!values.deadline) errors.deadline = /*i18n*/ 'Choose the last day creators can take part.';
  else if (/^\d{4}-\d{2}-\d{2}$/.test(values.deadline) && values.deadline < today)
    errors.deadline = /*i18n*/ 'Choose today or a later day.';

  const parsed = fieldsSchema.safeParse({
    brand: values.brand,
    title: values.title,
    desc: values.desc,
    hashtags,
    payout: values.payout,
    payoutType: values.payoutType,
    payoutAmountPaise,
    giftProductId: cash ? null : values.giftProductId || null,
    deadline: values.deadline,
    badges: parseBadges(values.badges),
  });
  if (!parsed.success) {
    const issues: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (issues[issue.path.join('.')] ??= []).push(issue.message);
    const placed = toFormErrors(issues, hashtags).errors;
    for (const [field, message] of Object.entries(placed) as [CampaignFormField, string][]) errors[field] ??= message;
  }
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, fields: parsed.data } : { ok: false, errors };
}
