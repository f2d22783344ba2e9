import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { escapeMarkdown } from '#shared/markdown.ts';
import { i18n } from '#web/lib/i18n.ts';
import type { PanelNotification } from './ai-manager-store.ts';

/** Next steps per kind of event; the link of the event comes first when it has one. */
const NEXT_STEPS: Record<string, { summary: MessageDescriptor; steps: MessageDescriptor[] }> = {
  order_placed: {
    summary: msg`A new order came in.`,
    steps: [
      msg`Confirm it on your [dashboard](/dashboard) under Orders`,
      msg`Pack it and add the courier’s tracking number when it ships`,
    ],
  },
  order_confirmed: {
    summary: msg`Your order was confirmed by the seller.`,
    steps: [msg`Follow it on [Orders & deliveries](/orders-and-deliveries)`],
  },
  order_shipped: {
    summary: msg`An order is on its way.`,
    steps: [msg`Track it on [Orders & deliveries](/orders-and-deliveries)`, msg`Keep your phone handy for the courier`],
  },
  order_out_for_delivery: {
    summary: msg`An order arrives today.`,
    steps: [
      msg`Keep cash ready if you chose cash on delivery`,
      msg`See it on [Orders & deliveries](/orders-and-deliveries)`,
    ],
  },
  order_delivered: {
    summary: msg`An order was delivered.`,
    steps: [
      msg`Review what you bought from [Orders & deliveries](/orders-and-deliveries)`,
      msg`Request a return there while the return window is open`,
    ],
  },
  order_cancelled: {
    summary: msg`An order was cancelled.`,
    steps: [
      msg`See the details on [Orders & deliveries](/orders-and-deliveries)`,
      msg`Find something similar on [the shop](/shop)`,
    ],
  },
  return_requested: {
    summary: msg`A buyer asked to return an item.`,
    steps: [
      msg`Look at their reason and photos on your [dashboard](/dashboard) under Orders`,
      msg`Accept the return, or decline it with a note`,
    ],
  },
  return_accepted: {
    summary: msg`Your return was accepted.`,
    steps: [msg`See it, with any note from the seller, on [Orders & deliveries](/orders-and-deliveries)`],
  },
  return_rejected: {
    summary: msg`The seller declined your return.`,
    steps: [
      msg`Read their note on [Orders & deliveries](/orders-and-deliveries)`,
      msg`You can ask again while the return window is open`,
    ],
  },
  earnings_payable: {
    summary: msg`Earnings became payable.`,
    steps: [
      msg`See every line on your [dashboard](/dashboard) under Earnings`,
      msg`Share your store link again to keep sales coming`,
    ],
  },
  campaign_joined: {
    summary: msg`A creator joined your campaign.`,
    steps: [msg`Follow their post on your [dashboard](/dashboard) under Campaigns`],
  },
  campaign_submitted: {
    summary: msg`A creator submitted a post for your campaign.`,
    steps: [
      msg`Review it on your [dashboard](/dashboard) under Campaigns`,
      msg`Approve it to pay the creator, or ask for changes`,
    ],
  },
  campaign_approved: {
    summary: msg`Your campaign post was approved.`,
    steps: [
      msg`See your payout on your [dashboard](/dashboard)`,
      msg`Find more campaigns on [Collab invites](/collab-invites)`,
    ],
  },
  campaign_rejected: {
    summary: msg`The seller asked for changes to your post.`,
    steps: [msg`Read their note and submit a new link on [Collab invites](/collab-invites)`],
  },
  demo: {
    summary: msg`Here is what is new on Haat.`,
    steps: [
      msg`Ask me “earrings under ₹500” to shop with a budget`,
      msg`Ask “which campaigns pay cash?” to find paid collaborations`,
      msg`Open [Collab invites](/collab-invites) to see every open campaign`,
    ],
  },
};

const GENERIC = { summary: msg`Here is the update.`, steps: [msg`Open your [dashboard](/dashboard) for the details`] };

/**
 * What the AI Manager says when a notification is clicked: a summary with next-step suggestions, in the app's
 * language. The app and message (names, notes; already in the reader's language) show as written, never as Markdown.
 */
export function summarizeNotification(
  notification: Pick<PanelNotification, 'kind' | 'app' | 'message' | 'link'>,
): string {
  const entry = NEXT_STEPS[notification.kind] ?? GENERIC;
  const summary = i18n._(entry.summary);
  const steps = entry.steps.map((step) => i18n._(step));
  const link = notification.link;
  const open = link && !steps.some((step) => step.includes(`](${link})`)) ? [t`Open [the details](${link})`] : [];
  return [
    `**${escapeMarkdown(notification.app)}:** ${summary}`,
    '',
    escapeMarkdown(notification.message),
    '',
    t`Next steps:`,
    ...[...open, ...steps].map((step) => `- ${step}`),
  ].join('\n');
}
