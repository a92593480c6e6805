import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../resources/format/numbers.ts';

/** How full the storage is, 0–100 (a full or over-full library is 100, an empty or capacity-less one 0). */
export function capacityPercent(used: number, capacity: number): number {
  if (capacity <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / capacity) * 1000) / 10);
}

/** Spec §3 "Material: also capacity": the merchant's bytes used of its capacity (both libraries). */
export function CapacityBar({ capacity }: { capacity?: { used: number; capacity: number } }) {
  const { t } = useTranslation();
  if (!capacity) return null;
  const percent = capacityPercent(capacity.used, capacity.capacity);
  return (
    <div className="material-capacity" data-testid="material-capacity">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('resources.materials.library.storage')}
      </Typography.Text>
      <Progress percent={percent} size="small" showInfo={false} status={percent >= 90 ? 'exception' : 'normal'} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('resources.materials.capacity', { used: formatBytes(capacity.used), capacity: formatBytes(capacity.capacity) })}
      </Typography.Text>
    </div>
  );
}
