import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { deleteOldReadNotifications } from '../notifications/notifications.service.ts';
import { keptSince, PROCESSING_LOG_MINIMUM_DAYS } from './privacy-rules.ts';
import { deleteProcessingBefore } from './privacy.repository.ts';

export interface RetentionDays {
  processingLog: number;
  readNotifications: number;
}

/**
 * The retention job (daily): what has been kept as long as configured goes. The processing log is never cut
 * shorter than a year, whatever the configuration says. Sent mail leaves the outbox after 30 days on its own
 * (features/mail), expired sessions and tokens hourly (features/auth).
 */
export async function applyRetention(db: Db, days: RetentionDays, now: Date, logger: Logger) {
  const logDays = Math.max(days.processingLog, PROCESSING_LOG_MINIMUM_DAYS);
  const removed = {
    processingLog: await deleteProcessingBefore(db, keptSince(now, logDays)),
    readNotifications: await deleteOldReadNotifications(db, keptSince(now, days.readNotifications)),
  };
  if (removed.processingLog + removed.readNotifications > 0)
    logger.info(removed, 'personal data past its retention removed');
  return removed;
}
