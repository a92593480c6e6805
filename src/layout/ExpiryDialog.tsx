import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expiryBand, shouldShowExpiryDialog } from '../shell/expiry-dialog-rule.ts';
import type { SellerAccount } from '../../providers/session-store.ts';

/** Warns a merchant whose service lapses within 60 days (spec §9), remembering the band per account. */
export function ExpiryDialog({ accountId, merchant }: { accountId: number; merchant: SellerAccount }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const daysLeft = merchant?.days_left ?? null;
  const storageKey = `atrium_expiry_band_${accountId}`;

  useEffect(() => {
    const saved = localStorage.getItem(storageKey);
    if (shouldShowExpiryDialog(daysLeft, saved === null ? null : Number(saved))) {
      setOpen(true);
      if (daysLeft !== null) localStorage.setItem(storageKey, String(expiryBand(daysLeft)));
    }
  }, [daysLeft, storageKey]);

  if (!merchant?.overdue_time) return null;
  const date = new Date(merchant.overdue_time).toLocaleDateString(i18n.language);
  return (
    <Modal
      open={open}
      title={t('expiry.title')}
      onOk={() => setOpen(false)}
      onCancel={() => setOpen(false)}
      okText={t('expiry.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p data-testid="expiry-dialog">{t('expiry.body', { days: daysLeft, date })}</p>
    </Modal>
  );
}
