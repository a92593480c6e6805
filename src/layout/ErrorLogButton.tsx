import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLog } from '../shell/error-log.ts';
import { ErrorLogDialog } from './ErrorLogDialog.tsx';

/** Spec §2 error log view: shown once the session has met an error, production included. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  if (!entries.length) return null;
  return (
    <>
      <Badge count={entries.length} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BugOutlined />} onClick={() => setOpen(true)} aria-label={t('layout.errorLog')} />
      </Badge>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
