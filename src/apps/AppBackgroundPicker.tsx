import { CheckCircleFilled, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_BACKGROUND_RECOMMENDED } from '../../resources/apps/app-backgrounds.schema.ts';
import { APP_SETTINGS_PAGE } from '../../resources/stats/stats-settings.schema.ts';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { AppBackgroundThumb } from './AppBackgroundThumb.tsx';
import { useAppBackgrounds } from './useAppBackgrounds.ts';

const TILE = { width: 120, height: 80 };

/** One choice: a pressed-or-not button around its picture, its name below. */
function Choice({ selected, onSelect, label, children }: { selected: boolean; onSelect: () => void; label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
    width: TILE.width + 8,
    padding: 3,
    border: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
    borderRadius: 8,
    background: selected ? token.colorPrimaryBg : 'transparent',
    cursor: 'pointer',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'start',
  };
  return (
    <button type="button" aria-pressed={selected} onClick={onSelect} style={style} data-testid="background-choice">
      {children}
      <Typography.Text ellipsis style={{ fontSize: 12, maxWidth: TILE.width }}>
        {label}
      </Typography.Text>
      {selected && (
        <CheckCircleFilled
          aria-hidden
          style={{ position: 'absolute', top: 8, right: 8, color: token.colorPrimary, fontSize: 18, background: '#fff', borderRadius: '50%' }}
        />
      )}
    </button>
  );
}

/**
 * An app's PC or mobile background (the app form's `pc_background`, `mobile_background`): a choice
 * among the pictures of the merchant's background library (App settings), or none. The value is
 * the chosen file's address; the server takes only addresses its library holds.
 */
export function AppBackgroundPicker({ value, onChange, id, field }: CustomEditorProps) {
  const { t } = useTranslation();
  const { checker } = useRequiredSession();
  const { list, error, refetch } = useAppBackgrounds();
  const current = typeof value === 'string' ? value : '';
  const recommended = field.name === 'mobile_background' ? APP_BACKGROUND_RECOMMENDED.mobile : APP_BACKGROUND_RECOMMENDED.pc;
  const toSettings = checker.can(APP_SETTINGS_PAGE, 'read') ? (
    <Link to={APP_SETTINGS_PAGE} data-testid="background-library-link">
      {t('appBackgrounds.addMore')}
    </Link>
  ) : null;

  if (error)
    return (
      <Alert
        id={id}
        type="error"
        showIcon
        message={t('appBackgrounds.loadFailed', { reason: error.message })}
        action={<Button onClick={refetch}>{t('appSettings.retry')}</Button>}
      />
    );
  if (!list)
    return (
      <span id={id}>
        <Spin size="small" />
      </span>
    );
  const missing = current !== '' && !list.some((background) => background.url === current);

  return (
    <div id={id} data-testid="background-picker">
      <Flex wrap gap={8} role="group" aria-label={t('appBackgrounds.title')}>
        <Choice selected={current === ''} onSelect={() => onChange?.('')} label={t('appBackgrounds.none')}>
          <span style={{ ...TILE, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 6, background: '#f5f5f5' }}>
            <StopOutlined aria-hidden style={{ fontSize: 24, color: '#bfbfbf' }} />
          </span>
        </Choice>
        {list.map((background) => (
          <Choice
            key={background.id}
            selected={background.url === current}
            onSelect={() => onChange?.(background.url)}
            label={background.name || t(`appBackgrounds.${background.kind}`)}
          >
            <AppBackgroundThumb background={background} {...TILE} />
          </Choice>
        ))}
      </Flex>
      {missing && <Alert type="warning" showIcon message={t('appBackgrounds.missing')} style={{ marginTop: 8 }} data-testid="background-missing" />}
      <Flex wrap gap={8} style={{ marginTop: 4 }}>
        {list.length === 0 && (
          <Typography.Text type="secondary" data-testid="background-library-empty">
            {t('appBackgrounds.pickerEmpty')}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t('appBackgrounds.recommended', { size: recommended })}</Typography.Text>
        {toSettings}
      </Flex>
    </div>
  );
}
