import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchControlsProps } from './batch-control-types.ts';
import { BatchControls } from './BatchControls.tsx';

interface Props extends BatchControlsProps {
  onClear: () => void;
}

/** Shown while rows are selected (ProTable's table alert): how many, the bulk actions, and "Clear". */
export function SelectionBar({ onClear, ...batch }: Props) {
  const { t } = useTranslation();
  if (!batch.selected.length) return null;
  return (
    <Alert
      type="info"
      role="region"
      aria-label={t('engine.selected', { count: batch.selected.length })}
      style={{ marginBottom: 12, paddingBlock: 6 }}
      message={
        <Space wrap size={[12, 8]}>
          <Typography.Text strong>{t('engine.selected', { count: batch.selected.length })}</Typography.Text>
          <BatchControls {...batch} />
          <Button type="link" onClick={onClear} title={t('engine.clearSelection')} style={{ paddingInline: 4 }}>
            {t('engine.clear')}
          </Button>
        </Space>
      }
    />
  );
}
