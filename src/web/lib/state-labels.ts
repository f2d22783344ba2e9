import { LEDGER_STATUS_LABELS, type LedgerStatus } from '#shared/contracts/ledger.ts';
import { LINE_STATUS_LABELS, type LineStatus } from '#shared/contracts/orders.ts';
import { translateText } from './i18n.ts';

/*
 * The words for an order line's and a ledger entry's states in the reader's language (decision 047): the contracts'
 * own tables, whose texts are their own ids in the catalogs (the server says them too, e.g. the AI Manager). The
 * orders, the dashboards, the payouts and the console show them.
 */

export const lineStatusLabel = (status: LineStatus): string => translateText(LINE_STATUS_LABELS[status]);

export const ledgerStatusLabel = (status: LedgerStatus): string => translateText(LEDGER_STATUS_LABELS[status]);
