import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLogin } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguagePicker } from '../../shell/LanguagePicker.tsx';
import { loginVariantOf } from '../../../resources/session/login-variant.ts';
import { loginPasswordSchema } from '../../../resources/session/session.schema.ts';
import { zodRule } from '../../shell/zod-rule.ts';

interface Credentials {
  username: string;
  password: string;
}

/** Sign-in for the three host variants (API.md §5); `?variant=` forces one for local use. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const variant = loginVariantOf(window.location.hostname, params.get('variant'));
  const { mutate: login, isPending } = useLogin<Credentials & { variant: string }>();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  // Where the user was going when the shell sent them here (AppRoutes adds it); own paths only.
  const wanted = safeRedirect(params.get('redirect'));

  const submit = (values: Credentials) => {
    setError('');
    login(
      { ...values, variant },
      {
        onSuccess: (result) => {
          if (!result.success) setError(result.error?.message ?? t('toast.failed'));
          else if (wanted) navigate(wanted, { replace: true });
        },
      },
    );
  };

  return (
    <main className="login-page" data-variant={variant}>
      <div className="login-language">
        <LanguagePicker />
      </div>
      <Card className="login-card">
        <Typography.Title level={2} style={{ color: 'var(--atrium-primary)', marginBottom: 0 }}>
          {t('app.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(`login.subtitle.${variant}`)}</Typography.Paragraph>
        <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label={t('login.username')} name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            validateFirst
            rules={[{ required: true, whitespace: true, message: t('login.passwordRequired') }, zodRule(loginPasswordSchema, t)]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}

/** A path of this app to return to after signing in; anything else (other hosts, the login page) is dropped. */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/' || value.startsWith('/login')) return null;
  return value;
}
