import { Modal, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from './record-action-ui.ts';

interface Props extends Pick<ActionDialogProps, 'open' | 'title' | 'count' | 'busy' | 'onCancel'> {
  /** The dialog's form: OK submits it, so its own rules run first. */
  form: FormInstance;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * The frame every record action's body dialog shares: its title, Save and Cancel, busy while the
 * action runs, and "N selected" when it acts on several records. The dialog brings its form.
 */
export function ActionDialogModal({ open, title, count, busy, onCancel, form, children, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('engine.save')}
      cancelText={t('engine.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      data-testid={rest['data-testid']}
    >
      {count > 1 && <Typography.Paragraph type="secondary">{t('engine.selected', { count })}</Typography.Paragraph>}
      {children}
    </Modal>
  );
}
