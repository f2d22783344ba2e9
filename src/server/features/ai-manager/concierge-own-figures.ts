// The concierge's answers about the asker's own figures: their orders, the orders their store or products received,
// their earnings and payouts (concierge.ts routes to them).
import { LINE_STATUS_LABELS } from '#shared/contracts/orders.ts';
import { escapeMarkdown as md } from '#shared/markdown.ts';
import { formatRupees } from '#shared/money.ts';
import { readOwnEarningsTotals } from '../ledger/ledger.service.ts';
import { listMyOrders } from '../orders/orders.service.ts';
import { receivedOrderCounts } from '../orders/received-orders.ts';
import { readOwnPayouts } from '../payouts/payee-payouts.service.ts';
import { hasConsent } from '../privacy/privacy.service.ts';
import { getOwnProfile } from '../profiles/profiles.service.ts';
import type { ChatAsker } from './chat-provider.ts';
import { type Asked, payoutDate, shortDate, terms } from './concierge-context.ts';
import { howEarningsWork } from './concierge-texts.ts';

export async function ordersAnswer(deps: Asked, user: ChatAsker): Promise<string> {
  const { say } = deps;
  // Reading someone's orders to answer them is a purpose they allow, or not (decision 057).
  if (!(await hasConsent(deps.db, user.id, 'ai_order_history'))) {
    return say(
      /*i18n*/ 'To answer about your orders I need your permission to read them. Allow it under [Your data](/account#your-data), where you can withdraw it again at any time; or see them yourself on [Orders & deliveries](/orders-and-deliveries).',
    );
  }
  const [orders, profile] = await Promise.all([
    listMyOrders({ db: deps.db, media: deps.media, now: deps.now() }, user.id),
    getOwnProfile(deps.db, user, deps.now()),
  ]);
  const parts: string[] = [];
  if (orders.length === 0) {
    parts.push(say(/*i18n*/ 'You have no orders yet. Find something on [the shop](/shop).'));
  } else {
    parts.push(
      say(/*i18n*/ '{count, plural, one {Your latest order:} other {Your latest orders:}}', { count: orders.length }),
      '',
    );
    for (const order of orders.slice(0, 3)) {
      const items = order.lines.map((line) => `${line.quantity} × ${md(line.name)}`).join(', ');
      parts.push(
        `- **${md(order.number)}** (${shortDate(deps.locale, order.placedAt.slice(0, 10))}): ${say(LINE_STATUS_LABELS[order.status])}, ${items}, ${formatRupees(order.summary.totalPaise)}`,
      );
    }
    parts.push('', say(/*i18n*/ 'Track, cancel or review them on [Orders & deliveries](/orders-and-deliveries).'));
  }
  if (profile.seller)
    parts.push(
      '',
      say(/*i18n*/ 'Orders from buyers for your products are on your [dashboard](/dashboard), under Orders.'),
    );
  return parts.join('\n');
}

/**
 * "How many orders came in?": a creator's store and a seller count the orders they received (today, yesterday and
 * the last seven days, India's calendar); someone who only shops hears of their own orders.
 */
export async function receivedOrdersAnswer(deps: Asked, user: ChatAsker): Promise<string> {
  const { say } = deps;
  const profile = await getOwnProfile(deps.db, user, deps.now());
  if (!profile.store && !profile.seller) return ordersAnswer(deps, user);
  const parts: string[] = [];
  for (const [party, heading] of [
    [profile.store && { storeId: profile.store.id }, say(/*i18n*/ 'Orders in your store:')],
    [profile.seller && { sellerId: profile.seller.id }, say(/*i18n*/ 'Orders for your products:')],
  ] as const) {
    if (!party) continue;
    const counts = await receivedOrderCounts(deps.db, party, deps.now());
    parts.push(
      heading,
      '',
      say(/*i18n*/ '- Today: {count}', { count: counts.today }),
      say(/*i18n*/ '- Yesterday: {count}', { count: counts.yesterday }),
      say(/*i18n*/ '- The last 7 days: {count}', { count: counts.lastSevenDays }),
      '',
    );
  }
  parts.push(say(/*i18n*/ 'Every order, day by day, is on your [dashboard](/dashboard).'));
  return parts.join('\n');
}

export async function earningsAnswer(deps: Asked, user: ChatAsker): Promise<string> {
  const { say } = deps;
  const profile = await getOwnProfile(deps.db, user, deps.now());
  if (!profile.store && !profile.seller)
    return `${say(/*i18n*/ 'You have no earnings yet: they come from a store or from selling.')} ${howEarningsWork(say, await terms(deps))}`;
  const parts: string[] = [];
  for (const as of ['creator', 'seller'] as const) {
    if (as === 'creator' ? !profile.store : !profile.seller) continue;
    const totals = await readOwnEarningsTotals(deps.db, user.id, as, deps.now());
    const inPayout =
      totals.in_payout > 0
        ? say(/*i18n*/ ', {amount} on its way to your bank', { amount: formatRupees(totals.in_payout) })
        : '';
    parts.push(
      say(
        /*i18n*/ '**As a {role, select, creator {creator} other {seller}}:** {paid} paid out{inPayout}, {payable} payable, {pending} pending until return windows close, {awaiting} awaiting delivery.',
        {
          role: as,
          paid: formatRupees(totals.paid),
          inPayout,
          payable: formatRupees(totals.payable),
          pending: formatRupees(totals.pending),
          awaiting: formatRupees(totals.awaiting),
        },
      ),
    );
  }
  const { payouts, nextRunAt, minimumPaise } = await readOwnPayouts(deps.db, user.id, deps.now(), deps.payoutSchedule);
  const last = payouts.find((payout) => payout.status === 'paid');
  if (last)
    parts.push(
      '',
      say(/*i18n*/ 'Your last payout: {amount} on {date}, UTR {utr}.', {
        amount: formatRupees(last.netPaise),
        date: payoutDate(deps.locale, last.settledAt ?? last.createdAt),
        utr: last.utr ?? '',
      }),
    );
  const minimum = formatRupees(minimumPaise);
  parts.push(
    '',
    nextRunAt
      ? say(
          /*i18n*/ 'The next payout run is on {date}: it pays a payable balance of {minimum} or more to your payout method.',
          { date: payoutDate(deps.locale, nextRunAt), minimum },
        )
      : say(/*i18n*/ 'Haat pays payable balances of {minimum} or more to your payout method in its next payout run.', {
          minimum,
        }),
    say(/*i18n*/ 'Every line is on your [dashboard](/dashboard), under Earnings and Payouts.'),
  );
  return parts.join('\n');
}
