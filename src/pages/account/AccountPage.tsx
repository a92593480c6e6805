import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../engine/PageHeader.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** /myAccount/accountManagement: own profile and password (spec §3 Account, §5 rules). */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title={t('account.profile')}>
            <ProfileForm />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('account.changePassword')}>
            <PasswordForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}
