import { AndroidOutlined, DownloadOutlined, WindowsOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Modal, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startAppDownload } from '../shell/app-download.ts';
import { logError } from '../shell/error-log.ts';
import { type Platform, useVersionFiles } from '../shell/useVersionFiles.ts';

const ICONS: Record<Platform, React.ReactNode> = { windows: <WindowsOutlined />, android: <AndroidOutlined /> };

/** Spec §2: the Windows and Android versions with their update dates (only for `appDownload`). */
export function AppDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const files = useVersionFiles(open);
  const [starting, setStarting] = useState<Platform>();
  // Spec §8: a failed download says so and goes to the error log with the link that failed.
  const download = async (platform: Platform, link: string) => {
    setStarting(platform);
    const started = await startAppDownload(link).finally(() => setStarting(undefined));
    if (started) return;
    const failed = t('appDownload.failed');
    void message.error(failed);
    logError(`${failed} (${link})`);
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('appDownload.title')} width={560}>
      {!files ? (
        <Spin />
      ) : (
        <Row gutter={16}>
          {(['windows', 'android'] as const).map((platform) => {
            const file = files[platform];
            return (
              <Col span={12} key={platform}>
                <Card
                  title={
                    <span>
                      {ICONS[platform]} {t(`appDownload.${platform}`)}
                    </span>
                  }
                  data-testid={`app-${platform}`}
                >
                  {file ? (
                    <>
                      <Typography.Paragraph>{t('appDownload.version', { version: file.version })}</Typography.Paragraph>
                      <Typography.Paragraph type="secondary">
                        {t('appDownload.updated', { date: new Date(file.updateTime).toLocaleDateString(i18n.language) })}
                      </Typography.Paragraph>
                      <Button
                        type="primary"
                        icon={<DownloadOutlined />}
                        loading={starting === platform}
                        onClick={() => void download(platform, file.downloadLink)}
                      >
                        {t('appDownload.download')}
                      </Button>
                    </>
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('appDownload.unavailable')} />
                  )}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Modal>
  );
}
