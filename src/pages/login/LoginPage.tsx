import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useCustom, useLogin } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguagePicker } from '../../shell/LanguagePicker.tsx';
import { CLIENT_CONFIG_PATH, type ClientConfig, clientConfigSchema } from '../../../resources/session/client-config.schema.ts';
import { forcedVariant, loginVariantOf } from '../../../resources/session/login-variant.ts';
import { loginPasswordSchema } from '../../../resources/session/session.schema.ts';
import { zodRule } from '../../shell/zod-rule.ts';

interface Credentials {
  username: string;
  password: string;
}

/**
 * The host prefixes the server picks the login variant by (SUPER_HOST_PREFIXES, SUB_HOST_PREFIXES),
 * or undefined until it has said (the defaults decide meanwhile).
 */
function useHostPrefixes(): ClientConfig['hostPrefixes'] | undefined {
  const { result } = useCustom<ClientConfig>({
    url: CLIENT_CONFIG_PATH,
    method: 'get',
    queryOptions: { retry: false, staleTime: Number.POSITIVE_INFINITY },
    // Without an answer the defaults decide, and the sign-in itself says when the server is away.
    meta: { silent: true },
    errorNotification: false,
    successNotification: false,
  });
  const parsed = clientConfigSchema.shape.hostPrefixes.safeParse(result?.data?.hostPrefixes);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Sign-in for the three host variants (API.md §5); `?variant=` forces one for local use. The
 * subtitle names the variant the server opens the session in: the host read by the server's own
 * prefixes, and the login sends a variant only when one is forced, so that no guess of the page
 * overrides the server's.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const forced = forcedVariant(params.get('variant'));
  const variant = loginVariantOf(window.location.hostname, forced, useHostPrefixes());
  const { mutate: login, isPending } = useLogin<Credentials & { variant: string | null }>();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  // Where the user was going when the shell sent them here (AppRoutes adds it); own paths only.
  const wanted = safeRedirect(params.get('redirect'));

  const submit = (values: Credentials) => {
    setError('');
    login(
      { ...values, variant: forced },
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
        {/* No top margin: the browser's own (0.83em for an h2) left an empty band above the name. */}
        <Typography.Title level={2} style={{ color: 'var(--atrium-primary)', marginTop: 0, marginBottom: 0 }}>
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
