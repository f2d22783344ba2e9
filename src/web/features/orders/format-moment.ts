const moment = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** 3 Jan, 2:05 pm: when a line reached a step, in the reader's time zone. */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
