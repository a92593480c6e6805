import { AndroidOutlined, DownloadOutlined, WindowsOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Modal, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Platform, useVersionFiles } from '../shell/useVersionFiles.ts';

const ICONS: Record<Platform, React.ReactNode> = { windows: <WindowsOutlined />, android: <AndroidOutlined /> };

/** Spec §2: the Windows and Android versions with their update dates (only for `appDownload`). */
export function AppDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const files = useVersionFiles(open);
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
                      <Button type="primary" icon={<DownloadOutlined />} href={file.downloadLink}>
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
