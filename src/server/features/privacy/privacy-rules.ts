/*
 * How long personal data is kept (decision 057), as data with its source.
 *
 * The processing log: the Digital Personal Data Protection Rules, 2025 (G.S.R. 846(E), 13 November 2025), rule 6(1)(e)
 * and the Seventh Schedule ask a data fiduciary to keep logs of processing for at least one year; its obligations
 * apply from 13 May 2027. Configuration may keep them longer, never shorter.
 */
export const PROCESSING_LOG_MINIMUM_DAYS = 365;

export const DAY_MS = 24 * 60 * 60_000;

/** The cut-off before which entries kept for `days` go, at `now`. */
export const keptSince = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
