import type { GrievanceSubject } from '#shared/contracts/grievances.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { compose, dateIn, sayIn } from '../mail/mail-compose.ts';
import type { MailMessage } from '../mail/mailer.ts';

/*
 * Mail about a complaint (decision 054): to the complainant when it is received (the acknowledgement with its ticket
 * number), taken up and resolved, in their language; to the grievance officer when one arrives and before either
 * clock runs out, in English.
 */

export interface GrievanceMailTicket {
  number: string;
  name: string;
  subject: GrievanceSubject;
  reference: string | null;
  details: string;
  acknowledgeBy: Date;
  resolveBy: Date;
}

/** The words for what a complaint is about, as the form offers them. */
export const GRIEVANCE_SUBJECT_LABELS: Record<GrievanceSubject, string> = {
  order: /*i18n*/ 'An order',
  product: /*i18n*/ 'A product or listing',
  store: /*i18n*/ 'A creator’s store or a seller',
  data: /*i18n*/ 'My personal data',
  other: /*i18n*/ 'Something else',
};

interface ToComplainant {
  locale: Locale;
  to: string;
  ticket: GrievanceMailTicket;
  officer: { name: string; email: string };
  /** Where they follow the ticket: their account, or the grievance page for a guest. */
  followUrl: string;
}

function ticketRows(say: ReturnType<typeof sayIn>, ticket: GrievanceMailTicket) {
  return [
    { label: say(/*i18n*/ 'Ticket'), value: ticket.number, strong: true },
    { label: say(/*i18n*/ 'About'), value: say(GRIEVANCE_SUBJECT_LABELS[ticket.subject]) },
    ...(ticket.reference ? [{ label: say(/*i18n*/ 'Reference'), value: ticket.reference }] : []),
  ];
}

export function grievanceReceivedMail(mail: ToComplainant): MailMessage {
  const say = sayIn(mail.locale);
  const { ticket } = mail;
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'We received your complaint {number}', { number: ticket.number }),
    title: say(/*i18n*/ 'Your complaint is received'),
    intro: say(
      /*i18n*/ 'Hi {name}, your complaint has the ticket number {number}. Our grievance officer, {officer}, takes it up by {acknowledgeBy} and resolves it by {resolveBy} at the latest.',
      {
        name: ticket.name,
        number: ticket.number,
        officer: mail.officer.name,
        acknowledgeBy: dateIn(mail.locale, ticket.acknowledgeBy),
        resolveBy: dateIn(mail.locale, ticket.resolveBy),
      },
    ),
    table: ticketRows(say, ticket),
    blocks: [{ heading: say(/*i18n*/ 'You told us'), lines: [ticket.details] }],
    action: { label: say(/*i18n*/ 'Follow your complaint'), url: mail.followUrl },
    outro: say(/*i18n*/ 'Reply to {email} with the ticket number to add anything.', { email: mail.officer.email }),
  });
}

export function grievanceAcknowledgedMail(mail: ToComplainant): MailMessage {
  const say = sayIn(mail.locale);
  const { ticket } = mail;
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Your complaint {number} is being looked into', { number: ticket.number }),
    title: say(/*i18n*/ 'Your complaint is being looked into'),
    intro: say(
      /*i18n*/ 'Hi {name}, our grievance officer has taken up your complaint {number} and will tell you what was done by {resolveBy} at the latest.',
      { name: ticket.name, number: ticket.number, resolveBy: dateIn(mail.locale, ticket.resolveBy) },
    ),
    table: ticketRows(say, ticket),
    action: { label: say(/*i18n*/ 'Follow your complaint'), url: mail.followUrl },
    outro: say(/*i18n*/ 'Reply to {email} with the ticket number to add anything.', { email: mail.officer.email }),
  });
}

export function grievanceResolvedMail(mail: ToComplainant & { resolution: string }): MailMessage {
  const say = sayIn(mail.locale);
  const { ticket } = mail;
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Your complaint {number} is resolved', { number: ticket.number }),
    title: say(/*i18n*/ 'Your complaint is resolved'),
    intro: say(/*i18n*/ 'Hi {name}, our grievance officer has resolved your complaint {number}.', {
      name: ticket.name,
      number: ticket.number,
    }),
    table: ticketRows(say, ticket),
    blocks: [{ heading: say(/*i18n*/ 'What was done'), lines: [mail.resolution] }],
    action: { label: say(/*i18n*/ 'Follow your complaint'), url: mail.followUrl },
    outro: say(
      /*i18n*/ 'Not satisfied? Reply to {email} with the ticket number, or approach the National Consumer Helpline (1915) or a consumer commission.',
      { email: mail.officer.email },
    ),
  });
}

/** To the grievance officer: a new complaint, or one whose clock runs out soon. */
export function officerGrievanceMail(mail: {
  to: string;
  ticket: GrievanceMailTicket;
  reason: 'filed' | 'acknowledge' | 'resolve';
  queueUrl: string;
}): MailMessage {
  const say = sayIn('en');
  const { ticket } = mail;
  const by = mail.reason === 'resolve' ? ticket.resolveBy : ticket.acknowledgeBy;
  const when = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(by);
  const [subject, title] =
    mail.reason === 'filed'
      ? [`New complaint ${ticket.number}`, 'A complaint has arrived']
      : mail.reason === 'acknowledge'
        ? [`Take up complaint ${ticket.number} by ${when}`, 'A complaint waits to be taken up']
        : [`Resolve complaint ${ticket.number} by ${when}`, 'A complaint waits to be resolved'];
  return compose({
    locale: 'en',
    to: mail.to,
    subject,
    title,
    intro: `${ticket.name} filed complaint ${ticket.number}. The rules give until ${when} to ${mail.reason === 'resolve' ? 'resolve it' : 'acknowledge it'}.`,
    table: ticketRows(say, ticket),
    blocks: [{ heading: 'They say', lines: [ticket.details] }],
    action: { label: 'Open the grievance queue', url: mail.queueUrl },
    outro: 'You get this email as the grievance officer named in Haat’s configuration.',
  });
}
