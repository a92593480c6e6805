import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { channelBodyOf, channelErrorsOf, channelValuesOf } from '../../../../src/plans/publish/channel-form.ts';

const at = '2027-01-31T16:00:00.000Z';

describe('the channel editor form', () => {
  it('shows the grants, and sends what the form holds (empty shop rows are no grants)', () => {
    const values = channelValuesOf({
      contentId: 7,
      published: true,
      channels: [
        { channel: 'mini_program', shopId: null, shopName: null, expiresAt: at, active: true },
        { channel: 'marketplace_shop', shopId: 3, shopName: 'Tmall', expiresAt: null, active: true },
      ],
    });
    expect(values.miniProgram).toBe(true);
    expect(values.miniProgramUntil?.toISOString()).toBe(at);
    expect(values.shops).toEqual([{ shopId: 3, until: null }]);
    expect(channelBodyOf(7, { ...values, shops: [...values.shops, { until: dayjs(at) }] })).toEqual({
      contentId: 7,
      channels: [
        { channel: 'mini_program', expiresAt: at },
        { channel: 'marketplace_shop', shopId: 3, expiresAt: null },
      ],
    });
    expect(channelBodyOf(7, { miniProgram: false, miniProgramUntil: dayjs(at), shops: [] })).toEqual({ contentId: 7, channels: [] });
  });

  it("puts the server's errors at the rows they are about", () => {
    const values = { miniProgram: true, miniProgramUntil: null, shops: [{ until: null }, { shopId: 4, until: null }, { shopId: 5, until: null }] };
    expect(
      channelErrorsOf(values, {
        'channels.0.expiresAt': ['past'],
        'channels.1.shopId': ['not yours'],
        'channels.2.expiresAt': ['past'],
        'channels.9.shopId': ['?'],
      }),
    ).toEqual([
      { name: ['miniProgramUntil'], errors: ['past'] },
      { name: ['shops', 1, 'shopId'], errors: ['not yours'] },
      { name: ['shops', 2, 'until'], errors: ['past'] },
    ]);
  });
});
