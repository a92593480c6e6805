import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { SHARE_PARAMETER } from '../../../resources/apps/showroom.schema.ts';
import { showroomPath } from '../../../resources/shared/showroom-terms.ts';
import { SHOP_STATUS, SHOP_STATUSES } from '../../../resources/shops/shop-status.ts';
import { marketplaceShops } from '../../../resources/shops/shops.resource.ts';
import type { Db } from '../../db/database.ts';
import { listRecords } from '../../engine/list-page.ts';
import { toListQuery } from '../../engine/list-query.ts';
import type { Env } from '../../env.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { marketplaceMiniLink } from './marketplace.ts';
import { WechatError, wechatFrom } from './wechat.ts';

/** The mini-program page that shows a view (its scene is the view's id). */
const WECHAT_VIEW_PAGE = 'pages/view/index';

/** One page of the shops about to expire (expiry status 3), soonest first; disabled and deleted shops left out. */
export async function shopsAboutToExpire(db: Db, scope: Scope, page: { page: number; pageSize: number }) {
  const live = SHOP_STATUSES.filter((status) => status !== SHOP_STATUS.disabled && status !== SHOP_STATUS.deleted);
  return listRecords(db, marketplaceShops, scope, toListQuery(marketplaceShops, { ...page, expiry_status: 3, status_in: live, sort: 'expire_at' }));
}

/** A view's page in the marketplace mini-program; 409 while no mini-program is configured. */
export function miniProgramLink(env: Env, viewuuid: string): string {
  if (!env.MARKETPLACE_MINI_APP_ID) throw conflict('errors.miniProgramNotConfigured');
  return marketplaceMiniLink(env.MARKETPLACE_MINI_APP_ID, viewuuid);
}

/** Where a view opens: VIEW_URL with the id put in, or this server's own public showroom, /smartStore/<id> (issue 38). */
export function viewUrl(env: Env, origin: string, viewuuid: string): string {
  return env.VIEW_URL ? env.VIEW_URL.replace('{viewuuid}', encodeURIComponent(viewuuid)) : `${origin}${showroomPath(encodeURIComponent(viewuuid))}`;
}

/** The view's URL with a guide's share parameter on it, so customers who arrive through it are the guide's. */
function sharedUrl(url: string, share: string | undefined): string {
  if (!share) return url;
  const shared = new URL(url);
  shared.searchParams.set(SHARE_PARAMETER, share);
  return shared.href;
}

/**
 * Draws views' mini-program codes as PNGs: from WeChat when WECHAT_APP_ID is set, else a QR code of
 * the view's URL (`origin` is this server's), carrying a guide's `share` when given. WeChat's code
 * cannot carry it: its scene holds 32 characters, all taken by the view id. WeChat's refusal is
 * logged and answered 502.
 */
export function viewCodes(env: Env) {
  const wechat = wechatFrom(env);
  return async (view: { viewuuid: string; share?: string }, origin: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Buffer> => {
    try {
      return wechat
        ? await wechat.unlimitedCode(view.viewuuid.replaceAll('-', ''), WECHAT_VIEW_PAGE)
        : await QRCode.toBuffer(sharedUrl(viewUrl(env, origin, view.viewuuid), view.share), { type: 'png', margin: 2, width: 430 });
    } catch (error) {
      if (!(error instanceof WechatError)) throw error;
      log.warn({ err: error }, 'WeChat refused a mini-program code');
      throw new AppError(502, 'errors.qrCodeFailed');
    }
  };
}
