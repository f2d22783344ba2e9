import { useLingui } from '@lingui/react/macro';
import type { WithholdingNote } from '#shared/contracts/payouts-runs.ts';
import { formatRupees } from '#shared/money.ts';
import { withholdingLabelOf } from '../payout-texts.ts';

/** The least a payout sends (the server's LEAST_SENT_PAISE): tax is never withheld below it. */
const LEAST_SENT_PAISE = 100;

function NoteText({ note }: { note: WithholdingNote }) {
  const { t, i18n } = useLingui();
  const label = i18n._(withholdingLabelOf(note.section, note.taxYear));
  if (note.reason === 'under_threshold') {
    const year = note.financialYear;
    const total = formatRupees(note.yearCommissionPaise);
    const threshold = formatRupees(note.thresholdPaise);
    return t`No ${label}: your commission in ${year}, ${total} with this payout, is within the ${threshold} a year threshold.`;
  }
  if (note.reason === 'individual_exemption') {
    const year = note.financialYear;
    const total = formatRupees(note.yearSalesPaise);
    const threshold = formatRupees(note.thresholdPaise);
    return t`No ${label}: your sales in ${year}, ${total} with this payout, are within the ${threshold} an individual or family (HUF) with a PAN may sell in a year without it.`;
  }
  const least = formatRupees(LEAST_SENT_PAISE);
  return t`Nothing withheld as ${label}: the tax came to less than a paisa, or would have left less than ${least} to send.`;
}

/** Why the rules covering a payout's earnings withheld nothing, as the server worked it out from the rule it applied. */
export function NotWithheldNotes({ notes }: { notes: WithholdingNote[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-xs text-text-secondary">
      {notes.map((note) => (
        <li key={`${note.section}:${note.taxYear}`}>
          <NoteText note={note} />
        </li>
      ))}
    </ul>
  );
}
