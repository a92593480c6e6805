import { BgColorsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeTitleKey } from '../../resources/routes/route-table.ts';
import { styleTemplates } from '../../resources/style-templates/style-templates.resource.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';

/**
 * Beside the apps' Create: the way to the merchant's style templates, a hidden page (no menu entry)
 * that apps pick their look from. Shown to whoever may read that page.
 */
export function StyleTemplatesLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canRead = useRequiredSession().checker.can(styleTemplates.route, 'read');
  if (!canRead) return null;
  return (
    <Button icon={<BgColorsOutlined />} onClick={() => navigate(styleTemplates.route)} data-testid="style-templates-link">
      {t(routeTitleKey(styleTemplates.route))}
    </Button>
  );
}
