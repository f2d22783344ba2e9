import { indiaDate, indiaDayStart } from '#shared/financial-year.ts';

/*
 * The grievance clocks an e-commerce entity answers to, as dated data with their source (decision 054). A ticket
 * takes the rules in force on the day it is filed.
 */

export interface GrievanceRules {
  /** The first day these rules apply (India time). */
  from: string;
  source: string;
  /** The complaint is acknowledged within this many hours of its receipt. */
  acknowledgeWithinHours: number;
  /** …and redressed within this many months of its receipt. */
  resolveWithinMonths: number;
  /** The grievance officer is reminded this long before each clock runs out (Haat's choice, not the rules'). */
  remindHoursBeforeAcknowledge: number;
  remindDaysBeforeResolve: number;
}

export const GRIEVANCE_RULES: readonly GrievanceRules[] = [
  {
    from: '2020-07-23',
    source:
      'Consumer Protection (E-Commerce) Rules, 2020 (G.S.R. 462(E), 23 July 2020), rule 4(5): the grievance ' +
      'officer acknowledges a complaint within forty-eight hours and redresses it within one month from its receipt.',
    acknowledgeWithinHours: 48,
    resolveWithinMonths: 1,
    remindHoursBeforeAcknowledge: 12,
    remindDaysBeforeResolve: 5,
  },
];

export function grievanceRulesOn(at: Date): GrievanceRules {
  const day = indiaDate(at);
  const rules = GRIEVANCE_RULES.findLast((candidate) => candidate.from <= day);
  if (!rules) throw new Error(`no grievance rules in force on ${day}`);
  return rules;
}

/**
 * The same moment of India's day `months` calendar months later; a day the month lacks is its last (31 Jan → 28 Feb).
 */
export function addMonths(at: Date, months: number): Date {
  const day = indiaDate(at);
  const intoDay = at.getTime() - indiaDayStart(day).getTime();
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return new Date(indiaDayStart(target.toISOString().slice(0, 10)).getTime() + intoDay);
}

/** When a complaint filed at `filedAt` must be acknowledged and resolved by. */
export function grievanceDeadlines(filedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  const rules = grievanceRulesOn(filedAt);
  return {
    acknowledgeBy: new Date(filedAt.getTime() + rules.acknowledgeWithinHours * 3_600_000),
    resolveBy: addMonths(filedAt, rules.resolveWithinMonths),
  };
}
