// Operators' moderation of campaigns (ops calls campaigns/moderation.service.ts), and the reads the console and the
// seller's notice need.
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containing } from '../../lib/like-pattern.ts';
import { type WithholdColumns } from '../../lib/moderation.ts';
import { matchingTotal, updateWithheld } from '../ops/moderation.queries.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { campaigns } from './campaigns.schema.ts';

/** Hides or restores a campaign; false when it already was so (or does not exist). */
export const updateCampaignHidden = (db: Db, id: number, columns: WithholdColumns) =>
  updateWithheld(
    db,
    campaigns,
    id,
    campaigns.hiddenAt,
    { hiddenAt: columns.at, hiddenReason: columns.reason },
    columns,
  );

export interface CampaignModerationQuery {
  id?: number | undefined;
  ids?: number[] | undefined;
  text?: string | undefined;
  ownerUserId?: string | undefined;
  withheldOnly?: boolean;
  limit: number;
}

export function findCampaignsForModeration(db: Db, query: CampaignModerationQuery) {
  const pattern = query.text ? containing(query.text) : undefined;
  const conditions: (SQL | undefined)[] = [
    query.id === undefined ? undefined : eq(campaigns.id, query.id),
    query.ids ? inArray(campaigns.id, query.ids) : undefined,
    pattern ? or(ilike(campaigns.title, pattern), ilike(campaigns.brand, pattern)) : undefined,
    query.ownerUserId ? eq(sellers.userId, query.ownerUserId) : undefined,
    query.withheldOnly ? isNotNull(campaigns.hiddenAt) : undefined,
  ];
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      brand: campaigns.brand,
      status: campaigns.status,
      deadline: campaigns.deadline,
      hiddenAt: campaigns.hiddenAt,
      hiddenReason: campaigns.hiddenReason,
      sellerName: sellers.businessName,
      sellerUserId: sellers.userId,
      total: matchingTotal,
    })
    .from(campaigns)
    .innerJoin(sellers, eq(sellers.id, campaigns.sellerId))
    .where(and(...conditions))
    .orderBy(sql`${campaigns.hiddenAt} is null`, desc(campaigns.createdAt), asc(campaigns.id))
    .limit(query.limit);
}
