import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStatsExport } from './useStatsExport.ts';

/** "Export": starts the export job of a detail list with the page's filters; absent without the export action. */
export function ExportButton({ pagePath, url, body, testId }: { pagePath: string; url: string; body: object; testId?: string }) {
  const { t } = useTranslation();
  const exporter = useStatsExport(pagePath);
  if (!exporter.allowed) return null;
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={exporter.busy}
      onClick={() => void exporter.start(url, body)}
      data-testid={testId ?? 'cockpit-export'}
    >
      {t('cockpit.export')}
    </Button>
  );
}
