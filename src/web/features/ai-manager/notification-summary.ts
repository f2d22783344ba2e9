import { escapeMarkdown } from '#shared/markdown.ts';
import type { PanelNotification } from './ai-manager-store.ts';

/** Next steps per kind of event; the link of the event comes first when it has one. */
const NEXT_STEPS: Record<string, { summary: string; steps: string[] }> = {
  order_placed: {
    summary: 'A new order came in.',
    steps: [
      'Confirm it on your [dashboard](/dashboard) under Orders',
      'Pack it and add the courier’s tracking number when it ships',
    ],
  },
  order_confirmed: {
    summary: 'Your order was confirmed by the seller.',
    steps: ['Follow it on [Orders & deliveries](/orders-and-deliveries)'],
  },
  order_shipped: {
    summary: 'An order is on its way.',
    steps: ['Track it on [Orders & deliveries](/orders-and-deliveries)', 'Keep your phone handy for the courier'],
  },
  order_out_for_delivery: {
    summary: 'An order arrives today.',
    steps: ['Keep cash ready if you chose cash on delivery', 'See it on [Orders & deliveries](/orders-and-deliveries)'],
  },
  order_delivered: {
    summary: 'An order was delivered.',
    steps: [
      'Review what you bought from [Orders & deliveries](/orders-and-deliveries)',
      'Request a return there while the return window is open',
    ],
  },
  order_cancelled: {
    summary: 'An order was cancelled.',
    steps: [
      'See the details on [Orders & deliveries](/orders-and-deliveries)',
      'Find something similar on [the shop](/shop)',
    ],
  },
  return_requested: {
    summary: 'A buyer asked to return an item.',
    steps: [
      'Look at their reason and photos on your [dashboard](/dashboard) under Orders',
      'Accept the return, or decline it with a note',
    ],
  },
  return_accepted: {
    summary: 'Your return was accepted.',
    steps: ['See it, with any note from the seller, on [Orders & deliveries](/orders-and-deliveries)'],
  },
  return_rejected: {
    summary: 'The seller declined your return.',
    steps: [
      'Read their note on [Orders & deliveries](/orders-and-deliveries)',
      'You can ask again while the return window is open',
    ],
  },
  earnings_payable: {
    summary: 'Earnings became payable.',
    steps: [
      'See every line on your [dashboard](/dashboard) under Earnings',
      'Share your store link again to keep sales coming',
    ],
  },
  campaign_joined: {
    summary: 'A creator joined your campaign.',
    steps: ['Follow their post on your [dashboard](/dashboard) under Campaigns'],
  },
  campaign_submitted: {
    summary: 'A creator submitted a post for your campaign.',
    steps: [
      'Review it on your [dashboard](/dashboard) under Campaigns',
      'Approve it to pay the creator, or ask for changes',
    ],
  },
  campaign_approved: {
    summary: 'Your campaign post was approved.',
    steps: [
      'See your payout on your [dashboard](/dashboard)',
      'Find more campaigns on [Collab invites](/collab-invites)',
    ],
  },
  campaign_rejected: {
    summary: 'The seller asked for changes to your post.',
    steps: ['Read their note and submit a new link on [Collab invites](/collab-invites)'],
  },
  demo: {
    summary: 'Here is what is new on Haat.',
    steps: [
      'Ask me “earrings under ₹500” to shop with a budget',
      'Ask “which campaigns pay cash?” to find paid collaborations',
      'Open [Collab invites](/collab-invites) to see every open campaign',
    ],
  },
};

const GENERIC = { summary: 'Here is the update.', steps: ['Open your [dashboard](/dashboard) for the details'] };

/** What the AI Manager says when a notification is clicked: a summary with next-step suggestions. The app and message (names, notes) show as written, never as Markdown. */
export function summarizeNotification(
  notification: Pick<PanelNotification, 'kind' | 'app' | 'message' | 'link'>,
): string {
  const { summary, steps } = NEXT_STEPS[notification.kind] ?? GENERIC;
  const open =
    notification.link && !steps.some((step) => step.includes(`](${notification.link})`))
      ? [`Open [the details](${notification.link})`]
      : [];
  return [
    `**${escapeMarkdown(notification.app)}:** ${summary}`,
    '',
    escapeMarkdown(notification.message),
    '',
    'Next steps:',
    ...[...open, ...steps].map((step) => `- ${step}`),
  ].join('\n');
}
