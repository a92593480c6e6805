import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHARE_PARAMETER } from '../../resources/apps/showroom.schema.ts';
import { showroomPath } from '../../resources/shared/showroom-terms.ts';
import { useGuideShare } from './useGuideShare.ts';
import { useViewCode } from './useViewCode.ts';

/** A view's page in the marketplace mini-program (server/modules/shops/shop-links.routes.ts). */
export const MARKETPLACE_LINK_PATH = '/api/taobao/mini/link';

/** The public address of a view (`/smartStore/<viewuuid>` on this site), with a guide's share on it. */
export function publicAddress(viewuuid: string, share?: string): string {
  const address = new URL(showroomPath(viewuuid), window.location.origin);
  if (share) address.searchParams.set(SHARE_PARAMETER, share);
  return address.href;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The view id publishing gave it; empty while it has none (never published). */
  viewuuid: string | null | undefined;
  /** The app's, plan's or hall's name, in the title and the code's file name. */
  name?: string;
}

/**
 * Sharing a published app, plan or hall (issue 38 "Share"): its public address to copy or open,
 * its mini-program code to show and download, and its marketplace mini-program link. A guide's
 * address carries the guide's share, so the customers who arrive through it are the guide's.
 * Nothing is asked of the server while the view has no id.
 */
export function ShareViewDialog({ open, onClose, viewuuid, name }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={name ? t('viewSharing.title', { name }) : t('viewSharing.share')}
      width={520}
      destroyOnHidden
      data-testid="share-view"
    >
      {viewuuid ? <Sharing viewuuid={viewuuid} name={name} /> : <Alert type="info" showIcon message={t('viewSharing.notPublished')} />}
    </Modal>
  );
}

function Sharing({ viewuuid, name = '' }: { viewuuid: string; name?: string }) {
  const { t } = useTranslation();
  const guide = useGuideShare(true);
  const address = publicAddress(viewuuid, guide.share);
  return (
    <Flex vertical gap={20}>
      <section aria-label={t('viewSharing.address')}>
        <Typography.Title level={2} style={{ fontSize: 14 }}>
          {t('viewSharing.address')}
        </Typography.Title>
        {guide.ready ? (
          <>
            <Typography.Paragraph
              copyable={{ text: address, tooltips: [t('viewSharing.copy'), t('viewSharing.copied')] }}
              style={{ wordBreak: 'break-all', marginBottom: 4 }}
              data-testid="share-address"
              translate="no"
            >
              <Typography.Link href={address} target="_blank" rel="noopener" aria-label={`${t('viewSharing.open')}: ${address}`}>
                {address}
              </Typography.Link>
            </Typography.Paragraph>
            {guide.share && <Typography.Text type="secondary">{t('viewSharing.guideShare')}</Typography.Text>}
            {guide.failed && <Alert type="warning" showIcon message={t('viewSharing.guideShareFailed')} />}
          </>
        ) : (
          <Spin size="small" />
        )}
      </section>
      {/* The code waits for a guide's share, so it carries it too. */}
      <MiniProgramCode viewuuid={viewuuid} share={guide.share} name={name} enabled={guide.ready} />
      <MarketplaceLink viewuuid={viewuuid} />
    </Flex>
  );
}

function MiniProgramCode({ viewuuid, share, name, enabled }: { viewuuid: string; share?: string; name: string; enabled: boolean }) {
  const { t } = useTranslation();
  const code = useViewCode(viewuuid, share, enabled);
  return (
    <section aria-label={t('viewSharing.miniCode')}>
      <Typography.Title level={2} style={{ fontSize: 14 }}>
        {t('viewSharing.miniCode')}
      </Typography.Title>
      {code.failed ? (
        <Alert
          type="error"
          showIcon
          message={t('viewSharing.qrFailed')}
          action={
            <Button size="small" onClick={code.retry} loading={code.loading}>
              {t('viewSharing.retry')}
            </Button>
          }
          data-testid="share-code-failed"
        />
      ) : code.url ? (
        <Flex vertical align="center" gap={8}>
          <img
            src={code.url}
            alt={name ? t('viewSharing.codeAlt', { name }) : t('viewSharing.miniCode')}
            width={200}
            height={200}
            style={{ maxWidth: '100%', height: 'auto' }}
          />
          <Button icon={<DownloadOutlined />} href={code.url} download={`${name || viewuuid}.png`}>
            {t('viewSharing.download')}
          </Button>
        </Flex>
      ) : (
        <Flex align="center" gap={8} role="status">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('viewSharing.loadingCode')}</Typography.Text>
        </Flex>
      )}
    </section>
  );
}

function MarketplaceLink({ viewuuid }: { viewuuid: string }) {
  const { t } = useTranslation();
  // Silent: a server without a marketplace mini-program says so here, not in a toast over the dialog.
  const { query } = useCustom<{ link: string }>({
    url: MARKETPLACE_LINK_PATH,
    method: 'post',
    config: { payload: { viewuuid } },
    meta: { silent: true },
    queryOptions: { enabled: viewuuid !== '', retry: false },
    successNotification: false,
    errorNotification: false,
  });
  const link = query.data?.data?.link;
  return (
    <section aria-label={t('viewSharing.marketplace')}>
      <Typography.Title level={2} style={{ fontSize: 14 }}>
        {t('viewSharing.marketplace')}
      </Typography.Title>
      {link ? (
        <Typography.Paragraph
          copyable={{ text: link, tooltips: [t('viewSharing.copy'), t('viewSharing.copied')] }}
          style={{ wordBreak: 'break-all', marginBottom: 0 }}
          data-testid="share-marketplace"
          translate="no"
        >
          {link}
        </Typography.Paragraph>
      ) : query.isError ? (
        <Typography.Text type="secondary" data-testid="share-marketplace-failed">
          {query.error?.message}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" role="status">
          {t('viewSharing.loadingLink')}
        </Typography.Text>
      )}
    </section>
  );
}
