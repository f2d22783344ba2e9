/*
 * How long personal data is kept (decision 057), as data with its source.
 *
 * The processing log: the Digital Personal Data Protection Rules, 2025 (notified 13 November 2025), rule 6 on
 * reasonable security safeguards, asks a data fiduciary to keep logs of processing for at least one year; rules 3
 * and 5–16 apply 18 months after notification (May 2027). Configuration may keep them longer, never shorter.
 */
export const PROCESSING_LOG_MINIMUM_DAYS = 365;

export const DAY_MS = 24 * 60 * 60_000;

/** The cut-off before which entries kept for `days` go, at `now`. */
export const keptSince = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
