import { ShareAltOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareViewDialog } from './ShareViewDialog.tsx';

interface Props {
  /** The view id publishing gave it; without one the button says to publish first. */
  viewuuid: string | null | undefined;
  /** Its name, in the dialog's title and the code's file name. */
  name?: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

/** "Share" for a published app, plan or hall: opens its share dialog (address, mini-program code, marketplace link). */
export function ShareViewButton({ viewuuid, name, size, type }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (
    <Button icon={<ShareAltOutlined />} size={size} type={type} disabled={!viewuuid} onClick={() => setOpen(true)} data-testid="share-view-open">
      {t('viewSharing.share')}
    </Button>
  );
  return (
    <>
      {viewuuid ? button : <Tooltip title={t('viewSharing.notPublished')}>{button}</Tooltip>}
      <ShareViewDialog open={open} onClose={() => setOpen(false)} viewuuid={viewuuid} name={name} />
    </>
  );
}
