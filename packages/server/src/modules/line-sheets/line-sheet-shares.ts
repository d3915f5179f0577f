import {
  LINE_SHEET_MSG,
  type LineSheetShare,
  lineSheetLinkPath,
  lineSheetWhatsappText,
  todayInIndia,
  whatsappUrl,
} from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest, notFound } from '../../errors';
import { isoOf } from './line-sheet-service';
import { looksLikeShareToken, newShareToken, shareTokenHash } from './share-tokens';

type ShareRow = {
  id: number;
  retailer_id: number;
  retailer_name: string;
  retailer_mobile: string;
  expires_at: string | null;
  revoked_at: string | Date | null;
  views: number;
  last_viewed_at: string | Date | null;
  last_user_agent: string | null;
  created_at: string | Date;
};

const shareColumns = sql`h.id, h.retailer_id, r.name as retailer_name, u.mobile as retailer_mobile,
  h.expires_at::text as expires_at, h.revoked_at, h.views, h.last_viewed_at, h.last_user_agent, h.created_at`;
const shareJoins = sql`join retailers r on r.id = h.retailer_id join users u on u.id = r.user_id`;

/** A share as GET answers it: no token (only its hash is kept), so no url either. */
const toShare = (row: ShareRow): LineSheetShare => ({
  id: row.id,
  retailerId: row.retailer_id,
  retailerName: row.retailer_name,
  retailerMobile: row.retailer_mobile,
  token: null,
  url: null,
  whatsappUrl: null,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at === null ? null : isoOf(row.revoked_at),
  views: Number(row.views),
  lastViewedAt: row.last_viewed_at === null ? null : isoOf(row.last_viewed_at),
  lastUserAgent: row.last_user_agent,
  createdAt: isoOf(row.created_at),
});

/** The longest user agent an open keeps (the device as the browser names it). */
const MAX_USER_AGENT = 300;

/** An open link: the share, its sheet and manufacturer, and the retailer it prices for. */
export type OpenShare = { shareId: number; lineSheetId: number; manufacturerId: number; retailerId: number };

/**
 * The link a token opens, or undefined when it is unknown, revoked, expired (past its last day in
 * India) or its retailer is no longer linked (ACCEPTED). Nothing is counted.
 */
export const lineSheetLinkOpens = async (
  q: Queryable,
  clock: Clock,
  token: string,
): Promise<OpenShare | undefined> => {
  if (!looksLikeShareToken(token)) return undefined;
  const [row] = await queryRows<OpenShare>(
    q,
    sql`select h.id as "shareId", h.line_sheet_id as "lineSheetId", s.manufacturer_id as "manufacturerId",
        h.retailer_id as "retailerId"
      from line_sheet_shares h join line_sheets s on s.id = h.line_sheet_id
      where h.token_hash = ${shareTokenHash(token)} and h.revoked_at is null
        and (h.expires_at is null or h.expires_at >= ${todayInIndia(clock())}::date)
        and exists (select 1 from retailer_links k where k.manufacturer_id = s.manufacturer_id
          and k.retailer_id = h.retailer_id and k.status = 'ACCEPTED')`,
  );
  return row;
};

export type LineSheetShares = ReturnType<typeof createLineSheetShares>;

/**
 * Links to a sheet, one per retailer per share call (product.md §17): 256 random bits each, kept as a
 * hash; expiry by India day through the injected clock; revoking stamps the time.
 */
export const createLineSheetShares = ({ db, clock }: { db: Database; clock: Clock }) => {
  const list = async (q: Queryable, lineSheetId: number, onlyIds?: number[]) =>
    (
      await queryRows<ShareRow>(
        q,
        sql`select ${shareColumns} from line_sheet_shares h ${shareJoins}
          where h.line_sheet_id = ${lineSheetId}
          ${onlyIds ? sql`and h.id = any (array(select value::integer from json_array_elements_text(${JSON.stringify(onlyIds)}::json)))` : sql``}
          order by h.id desc`,
      )
    ).map(toShare);

  return {
    list: (lineSheetId: number) => list(db, lineSheetId),

    /**
     * A new link for each retailer (each must be linked, ACCEPTED: else 400 naming the first that is
     * not), all in one transaction. The answer is the only place the tokens appear.
     */
    async share(
      manufacturerId: number,
      lineSheetId: number,
      input: { retailerIds: number[]; expiresAt?: string | null },
      origin: string,
    ): Promise<LineSheetShare[]> {
      const expiresAt = input.expiresAt ?? null;
      if (expiresAt && expiresAt < todayInIndia(clock())) throw badRequest(LINE_SHEET_MSG.expiresInPast);
      const retailerIds = [...new Set(input.retailerIds)];
      return db.transaction(async (tx) => {
        const [sheet] = await queryRows<{ name: string; orderBy: string | null }>(
          tx,
          sql`select name, order_by::text as "orderBy" from line_sheets
            where id = ${lineSheetId} and manufacturer_id = ${manufacturerId} for update`,
        );
        if (!sheet) throw notFound(LINE_SHEET_MSG.notFound);
        const [unlinked] = await queryRows<{ id: number }>(
          tx,
          sql`select wanted.value::integer as id from json_array_elements_text(${JSON.stringify(retailerIds)}::json) wanted
            where not exists (select 1 from retailer_links k where k.manufacturer_id = ${manufacturerId}
              and k.retailer_id = wanted.value::integer and k.status = 'ACCEPTED')
            limit 1`,
        );
        if (unlinked) throw badRequest(LINE_SHEET_MSG.retailerNotLinked(unlinked.id));
        const tokens = retailerIds.map((retailerId) => ({ retailerId, token: newShareToken() }));
        const made = await queryRows<{ id: number; retailer_id: number }>(
          tx,
          sql`insert into line_sheet_shares (line_sheet_id, retailer_id, token_hash, expires_at, created_at)
            select ${lineSheetId}, (t->>0)::integer, t->>1, ${expiresAt}::date, ${clock().toISOString()}::timestamptz
            from json_array_elements(${JSON.stringify(tokens.map((t) => [t.retailerId, shareTokenHash(t.token)]))}::json) t
            returning id, retailer_id`,
        );
        const tokenOf = new Map(tokens.map((t) => [t.retailerId, t.token]));
        const shares = await list(
          tx,
          lineSheetId,
          made.map((m) => m.id),
        );
        return shares.map((share) => {
          const token = tokenOf.get(share.retailerId) as string;
          const url = `${origin}${lineSheetLinkPath(token)}`;
          return {
            ...share,
            token,
            url,
            whatsappUrl: whatsappUrl(share.retailerMobile, lineSheetWhatsappText(sheet, url)),
          };
        });
      });
    },

    /** Stamps the link revoked (once: revoking again keeps the first time); 404 for another sheet's share. */
    async revoke(lineSheetId: number, shareId: number): Promise<LineSheetShare> {
      const [changed] = await queryRows<{ id: number }>(
        db,
        sql`update line_sheet_shares set revoked_at = coalesce(revoked_at, ${clock().toISOString()}::timestamptz)
          where id = ${shareId} and line_sheet_id = ${lineSheetId} returning id`,
      );
      if (!changed) throw notFound(LINE_SHEET_MSG.shareNotFound);
      const [share] = await list(db, lineSheetId, [shareId]);
      if (!share) throw notFound(LINE_SHEET_MSG.shareNotFound);
      return share;
    },

    /** The link a token opens (see `lineSheetLinkOpens`). */
    open: (token: string) => lineSheetLinkOpens(db, clock, token),

    /** Records one open of the link (time and user agent) and counts it on the share. */
    async recordView(shareId: number, userAgent: string | undefined): Promise<void> {
      const agent = userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null;
      const now = clock().toISOString();
      await db.execute(sql`
        with opened as (
          insert into line_sheet_views (share_id, viewed_at, user_agent)
          values (${shareId}, ${now}::timestamptz, ${agent}) returning share_id
        )
        update line_sheet_shares set views = views + 1, last_viewed_at = ${now}::timestamptz,
          last_user_agent = ${agent}
        where id = (select share_id from opened)`);
    },
  };
};
