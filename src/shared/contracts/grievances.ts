import { z } from 'zod';
import { listEnvelopeSchema, text } from './common.ts';

/*
 * Who runs this Haat and how to complain to them (Consumer Protection (E-Commerce) Rules, 2020, rules 4(1) and
 * 4(4)–(5); decision 054): the operator's identity, shown in the footer and on /grievance, and the grievance
 * tickets a buyer, seller or creator files.
 */

const contact = z.object({ email: z.string(), phone: z.string() });

/** The e-commerce entity's legal identity and its grievance officer, from the operator's configuration. */
export const operatorIdentitySchema = z.object({
  legalName: z.string(),
  address: z.string(),
  contact,
  grievanceOfficer: contact.extend({ name: z.string(), designation: z.string() }),
});
export type OperatorIdentity = z.infer<typeof operatorIdentitySchema>;

export const grievanceSubjects = ['order', 'product', 'store', 'data', 'other'] as const;
export const grievanceSubjectSchema = z.enum(grievanceSubjects, /*i18n*/ 'Choose what it is about.');
export type GrievanceSubject = z.infer<typeof grievanceSubjectSchema>;

/** Received (acknowledged by mail at once), taken up by an operator within 48 hours, resolved within a month. */
export const grievanceStatuses = ['received', 'acknowledged', 'resolved'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

export const GRIEVANCE_DETAILS_MAX = 2_000;

/** A complaint. A guest gives a name and an email to be answered at; a signed-in account's are its own. */
export const fileGrievanceSchema = z.object({
  subject: grievanceSubjectSchema,
  /** The order number, the product's or store's link, as the complainant knows it. */
  reference: text()
    .trim()
    .max(200, /*i18n*/ 'Keep the reference under 200 characters.')
    .optional()
    .transform((value) => value || null),
  details: text({ multiline: true })
    .trim()
    .min(10, /*i18n*/ 'Tell us what happened in at least 10 characters.')
    .max(GRIEVANCE_DETAILS_MAX, /*i18n*/ 'Keep it under 2,000 characters.'),
  name: text().trim().max(100, /*i18n*/ 'Keep the name under 100 characters.').optional(),
  email: z.email(/*i18n*/ 'Enter a valid email address.').max(254).optional(),
});
export type FileGrievance = z.input<typeof fileGrievanceSchema>;
/** A complaint as the contract has read it (the reference null when none was given). */
export type GrievanceComplaint = z.output<typeof fileGrievanceSchema>;

/** A ticket as its complainant sees it. */
export const grievanceSchema = z.object({
  id: z.string(),
  number: z.string(),
  subject: grievanceSubjectSchema,
  reference: z.string().nullable(),
  details: z.string(),
  status: z.enum(grievanceStatuses),
  filedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** What the operator did, told to the complainant when it was resolved. */
  resolution: z.string().nullable(),
  /** The latest moments the rules allow for taking it up and for resolving it. */
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type Grievance = z.infer<typeof grievanceSchema>;
export const grievanceListSchema = listEnvelopeSchema(grievanceSchema);

/** A ticket in the operator's queue: the complainant's contact too, and how its clocks stand. */
export const queuedGrievanceSchema = grievanceSchema.extend({
  name: z.string(),
  email: z.string(),
  account: z.boolean(),
  /** A clock the ticket has run past: taken up after 48 hours, or still open after a month. */
  overdue: z.array(z.enum(['acknowledge', 'resolve'])),
});
export type QueuedGrievance = z.infer<typeof queuedGrievanceSchema>;
export const grievanceQueueSchema = listEnvelopeSchema(queuedGrievanceSchema);
export const grievanceQueueQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], /*i18n*/ 'Choose open or resolved.').default('open'),
});

export const resolveGrievanceSchema = z.object({
  resolution: text({ multiline: true })
    .trim()
    .min(10, /*i18n*/ 'Tell the complainant what was done in at least 10 characters.')
    .max(GRIEVANCE_DETAILS_MAX, /*i18n*/ 'Keep it under 2,000 characters.'),
});

/** The month's report the rules ask for: how many came, how fast each clock was met, what is still open. */
export const grievanceReportSchema = z.object({
  month: z.string(),
  received: z.number().int(),
  bySubject: z.record(grievanceSubjectSchema, z.number().int()),
  acknowledged: z.number().int(),
  acknowledgedInTime: z.number().int(),
  resolved: z.number().int(),
  resolvedInTime: z.number().int(),
  /** Of those received in the month, still not resolved at the report's time. */
  open: z.number().int(),
  /** Median hours from filing to being taken up, and to resolution, over those that were; null when none. */
  medianHoursToAcknowledge: z.number().nullable(),
  medianHoursToResolve: z.number().nullable(),
});
export type GrievanceReport = z.infer<typeof grievanceReportSchema>;
