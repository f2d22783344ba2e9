import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import { type Campaign, type ShipTo, shipToSchema } from '#shared/contracts/campaigns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import type { ContactAddress, ContactAddressInput } from '#web/components/contact-address/contact-address.ts';
import { AddressFields, ContactFields } from '#web/components/contact-address/contact-address-fields.tsx';
import type { useJoinCampaign } from '../use-participation.ts';

/** The server names the form's fields inside the request's `shipTo`. */
const SHIP_TO = 'shipTo.';

/** The contract's input: an empty email travels as absent, not null. */
const toShipTo = ({ contact, address }: ContactAddress): ShipTo => ({
  contact: { ...contact, email: contact.email ?? undefined },
  address,
});

interface JoinGiftDialogProps {
  collab: Campaign;
  open: boolean;
  onClose: () => void;
  join: ReturnType<typeof useJoinCampaign>;
  defaults: { name: string; email: string };
}

/** Joining a gift campaign asks where the gift goes, with the checkout's contact and address fields. */
export function JoinGiftDialog({ collab, open, onClose, join, defaults }: JoinGiftDialogProps) {
  const { t } = useLingui();
  const form = useForm<ContactAddressInput, unknown, ContactAddress>({
    resolver: zodResolver(shipToSchema),
    defaultValues: {
      contact: { name: defaults.name, phone: '', email: defaults.email },
      address: { line1: '', line2: '', city: '', pincode: '' },
    },
  });

  const submit = form.handleSubmit(async (details) => {
    try {
      await join.mutateAsync({ shipTo: toShipTo(details) });
      onClose();
    } catch (error) {
      // The toast says why; fields the server named (shipTo.contact.phone) show on the form too.
      applyServerErrors(form, error, {
        field: (name) => (name.startsWith(SHIP_TO) ? (name.slice(SHIP_TO.length) as Path<ContactAddressInput>) : null),
        focus: true,
      });
    }
  });

  const gift = collab.giftProduct?.name ?? t`gift`;
  const { title, brand } = collab;
  return (
    <Dialog
      open={open}
      onClose={() => !join.isPending && onClose()}
      title={t`Join ${title}`}
      description={t`${brand} sends your ${gift} here once they approve your post. Only they see this address.`}
    >
      <form
        noValidate
        aria-label={t`Where to send your gift`}
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
      >
        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-bold tracking-wide text-text-secondary uppercase">
            <Trans>Contact</Trans>
          </legend>
          <ContactFields form={form} autoFocus />
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-bold tracking-wide text-text-secondary uppercase">
            <Trans>Delivery address</Trans>
          </legend>
          <AddressFields form={form} />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={join.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? t`Joining…` : t`Confirm and join`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
