import dayjs, { type Dayjs } from 'dayjs';
import type { ContentAuthAnswer, ContentAuthBody } from '../../../resources/plans/content-auth.schema.ts';

/** The channel editor's values: the mini-program on or off with its end, and the shops with theirs. */
export interface ChannelValues {
  miniProgram: boolean;
  miniProgramUntil: Dayjs | null;
  shops: { shopId?: number; until: Dayjs | null }[];
}

const until = (expiresAt: string | null) => (expiresAt ? dayjs(expiresAt) : null);

/** The current grants as the form shows them. */
export function channelValuesOf(answer: ContentAuthAnswer): ChannelValues {
  const mini = answer.channels.find((grant) => grant.channel === 'mini_program');
  return {
    miniProgram: Boolean(mini),
    miniProgramUntil: until(mini?.expiresAt ?? null),
    shops: answer.channels.flatMap((grant) =>
      grant.channel === 'marketplace_shop' ? [{ shopId: grant.shopId ?? undefined, until: until(grant.expiresAt) }] : [],
    ),
  };
}

/** The POST body: the grants the form holds (a shop row left empty is no grant), replacing the current ones. */
export function channelBodyOf(contentId: number, values: ChannelValues): ContentAuthBody {
  const expiresAt = (value: Dayjs | null) => (value ? value.toISOString() : null);
  return {
    contentId,
    channels: [
      ...(values.miniProgram ? [{ channel: 'mini_program' as const, expiresAt: expiresAt(values.miniProgramUntil) }] : []),
      ...values.shops
        .filter((shop) => shop.shopId !== undefined)
        .map((shop) => ({ channel: 'marketplace_shop' as const, shopId: shop.shopId!, expiresAt: expiresAt(shop.until) })),
    ],
  };
}

/**
 * The server's errors (at `channels.<i>.<field>` of the body) at the form's fields: the body lists
 * the mini-program first when it is on, then the filled shop rows in order.
 */
export function channelErrorsOf(values: ChannelValues, errors: Record<string, string[]> = {}): { name: (string | number)[]; errors: string[] }[] {
  const rows: (string | number)[][] = [];
  if (values.miniProgram) rows.push(['miniProgramUntil']);
  values.shops.forEach((shop, index) => {
    if (shop.shopId !== undefined) rows.push(['shops', index]);
  });
  return Object.entries(errors).flatMap(([path, messages]) => {
    const match = /^channels\.(\d+)\.(\w+)$/.exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (!match || !row) return [];
    if (row[0] === 'miniProgramUntil') return [{ name: row, errors: messages }];
    return [{ name: [...row, match[2] === 'shopId' ? 'shopId' : 'until'], errors: messages }];
  });
}
