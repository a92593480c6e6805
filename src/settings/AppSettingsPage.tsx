import { Col, Row } from 'antd';
import { APP_SETTINGS_PAGE } from '../../resources/stats/stats-settings.schema.ts';
import { PageHeader } from '../engine/PageHeader.tsx';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { AppBackgroundsCard } from './AppBackgroundsCard.tsx';
import { IngestionKeyCard, PublishableKeyCard } from './IngestionKeyCard.tsx';
import { TimeZoneCard } from './TimeZoneCard.tsx';

/**
 * `/settingCenter/appSetting`: what the merchant's showroom apps, mini-programs and H5 pages are
 * set up with: the key they send statistics with, the zone those statistics count days in, and the
 * key their customers sign in with (`/app-api/customer/...`).
 * Holding the page shows all three; its `edit` action changes them (ACCESS.md).
 */
export function AppSettingsPage() {
  const { checker } = useRequiredSession();
  const canEdit = checker.can(APP_SETTINGS_PAGE, 'edit');
  return (
    <>
      <PageHeader />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <IngestionKeyCard canEdit={canEdit} />
        </Col>
        <Col xs={24} xl={12}>
          <TimeZoneCard canEdit={canEdit} />
        </Col>
        <Col xs={24} xl={12}>
          <PublishableKeyCard purpose="customer" canEdit={canEdit} />
        </Col>
        <Col xs={24}>
          <AppBackgroundsCard canEdit={canEdit} />
        </Col>
      </Row>
    </>
  );
}
