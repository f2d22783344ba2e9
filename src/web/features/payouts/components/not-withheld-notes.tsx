import { useLingui } from '@lingui/react/macro';
import type { WithholdingNote } from '#shared/contracts/payouts-runs.ts';
import { formatRupees } from '#shared/money.ts';
import { WITHHOLDING_LABELS } from '../payout-texts.ts';

/** The least a payout sends (the server's LEAST_SENT_PAISE): tax is never withheld below it. */
const LEAST_SENT_PAISE = 100;

function NoteText({ note }: { note: WithholdingNote }) {
  const { t, i18n } = useLingui();
  if (note.reason === 'under_threshold') {
    const year = note.financialYear;
    const total = formatRupees(note.yearCommissionPaise);
    const threshold = formatRupees(note.thresholdPaise);
    return t`No TDS u/s 194H: your commission in ${year}, ${total} with this payout, is within the ${threshold} a year threshold of section 194H.`;
  }
  const label = i18n._(WITHHOLDING_LABELS[note.section]);
  const least = formatRupees(LEAST_SENT_PAISE);
  return t`Nothing withheld as ${label}: the tax came to less than a paisa, or would have left less than ${least} to send.`;
}

/** Why the rules covering a payout's earnings withheld nothing, as the server worked it out from the rule it applied. */
export function NotWithheldNotes({ notes }: { notes: WithholdingNote[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-xs text-text-secondary">
      {notes.map((note) => (
        <li key={note.section}>
          <NoteText note={note} />
        </li>
      ))}
    </ul>
  );
}
