import { Col, Row } from 'antd';
import { APP_SETTINGS_PAGE } from '../../resources/stats/stats-settings.schema.ts';
import { PageHeader } from '../engine/PageHeader.tsx';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { IngestionKeyCard } from './IngestionKeyCard.tsx';
import { TimeZoneCard } from './TimeZoneCard.tsx';

/**
 * `/settingCenter/appSetting`: what the merchant's showroom apps, mini-programs and H5 pages are
 * set up with: the key they send statistics with, and the zone those statistics count days in.
 * Holding the page shows both; its `edit` action changes them (ACCESS.md).
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
      </Row>
    </>
  );
}
