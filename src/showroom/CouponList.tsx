import { useState } from 'react';
import type { ActionOutcome } from './action-outcome.ts';
import type { CouponItem } from './content-kinds.ts';
import { useWords } from './useWords.ts';
import { day, fill, money } from './words.ts';

type Props = { coupons: CouponItem[]; couponLink: string; onClaim(coupon: CouponItem): Promise<ActionOutcome> };

/** The app's coupons as tickets: value, threshold, validity, copies left, and a Claim button each. */
export function CouponList({ coupons, couponLink, onClaim }: Props) {
  const { words } = useWords();
  return (
    <div className="sr-coupons">
      <ul className="sr-coupon-list">
        {coupons.map((coupon) => (
          <CouponTicket key={coupon.id} coupon={coupon} onClaim={onClaim} />
        ))}
      </ul>
      {couponLink && (
        <a className="sr-link-button" href={couponLink} target="_blank" rel="noopener noreferrer">
          {words.coupons.more}
        </a>
      )}
    </div>
  );
}

function CouponTicket({ coupon, onClaim }: { coupon: CouponItem; onClaim: Props['onClaim'] }) {
  const { words, language } = useWords();
  const [left, setLeft] = useState(coupon.left);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const validity = coupon.valid_until
    ? fill(words.coupons.validUntil, { date: day(coupon.valid_until, language) })
    : coupon.valid_days
      ? fill(words.coupons.validDays, { days: coupon.valid_days })
      : '';

  const claim = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await onClaim(coupon);
    if (result?.ok) setLeft((count) => Math.max(0, count - 1));
    setOutcome(result);
    setBusy(false);
  };

  return (
    <li className="sr-coupon" data-testid="showroom-coupon">
      <div className="sr-coupon-value">
        <strong>{money(coupon.par_value, language, true)}</strong>
        <span>{coupon.threshold > 0 ? fill(words.coupons.threshold, { amount: money(coupon.threshold, language, true) }) : words.coupons.noThreshold}</span>
      </div>
      <div className="sr-coupon-body">
        <h3>{coupon.name}</h3>
        {validity && <p className="sr-muted">{validity}</p>}
        {coupon.instructions && <p className="sr-coupon-note">{coupon.instructions}</p>}
        <div className="sr-coupon-actions">
          <span className="sr-muted">{left > 0 ? fill(words.coupons.left, { count: left }) : words.coupons.soldOut}</span>
          <button type="button" className="sr-button" disabled={busy || left <= 0} onClick={claim}>
            {busy ? words.coupons.claiming : words.coupons.claim}
          </button>
        </div>
        {outcome && (
          <p className={outcome.ok ? 'sr-success' : 'sr-error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </p>
        )}
      </div>
    </li>
  );
}
