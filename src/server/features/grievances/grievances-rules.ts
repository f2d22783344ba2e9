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

const IST_OFFSET_MS = 330 * 60_000;

/** The day `at` falls on in India, YYYY-MM-DD. */
export const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export function grievanceRulesOn(at: Date): GrievanceRules {
  const day = indiaDay(at);
  const rules = GRIEVANCE_RULES.findLast((candidate) => candidate.from <= day);
  if (!rules) throw new Error(`no grievance rules in force on ${day}`);
  return rules;
}

/** The same moment `months` calendar months later (India time); a day the month lacks is its last (31 Jan → 28 Feb). */
export function addMonths(at: Date, months: number): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(moved - IST_OFFSET_MS);
}

/** When a complaint filed at `filedAt` must be acknowledged and resolved by. */
export function grievanceDeadlines(filedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  const rules = grievanceRulesOn(filedAt);
  return {
    acknowledgeBy: new Date(filedAt.getTime() + rules.acknowledgeWithinHours * 3_600_000),
    resolveBy: addMonths(filedAt, rules.resolveWithinMonths),
  };
}

/** A calendar month in India time (YYYY-MM): its first moment and the next month's. */
export function indiaMonth(month: string): { start: Date; end: Date } {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return {
    start: new Date(Date.UTC(year, index - 1, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS),
  };
}
