import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GrievanceStatus, GrievanceSubject } from '#shared/contracts/grievances.ts';
import type { BadgeTone } from '#web/components/ui/badge.tsx';

/** What a complaint is about, as the form offers it (the mail says the same: grievances-mails.ts). */
export const subjectWords: Record<GrievanceSubject, MessageDescriptor> = {
  order: msg`An order`,
  product: msg`A product or listing`,
  store: msg`A creator’s store or a seller`,
  data: msg`My personal data`,
  other: msg`Something else`,
};

export const statusWords: Record<GrievanceStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  received: { label: msg`Received`, tone: 'info' },
  acknowledged: { label: msg`Being looked into`, tone: 'warning' },
  resolved: { label: msg`Resolved`, tone: 'success' },
};
