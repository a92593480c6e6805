import { useCustom, useCustomMutation } from '@refinedev/core';
import { Button, Card, Empty, List, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { fromTemplatePath, templatesPath, type UsableTemplates } from '../../resources/plans/plan-templates.schema.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';
import { LazyImage } from '../uploads/LazyImage.tsx';

/**
 * "From a template" beside Create (issue 20): the operators' published templates the merchant's
 * template privilege opens; using one makes a new draft of its scenes and opens it in the editor.
 * Nothing shows for those who may not create, or whose privilege opens none.
 */
export function TemplatePicker({ resource }: { resource: ResourceDefinition }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`resources.${resource.name}.templates.${key}`, params);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const canCreate = useResourceAbilities(resource).create;
  const { result } = useCustom<UsableTemplates>({
    url: templatesPath(resource.path),
    method: 'get',
    queryOptions: { enabled: canCreate, retry: false },
    errorNotification: false,
    successNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<{ id: number }>();
  const templates = result?.data?.list ?? [];
  if (!canCreate || !templates.length) return null;

  const use = async (id: number) => {
    try {
      const made = await mutateAsync({
        url: fromTemplatePath(resource.path),
        method: 'post',
        values: { template_id: id },
        successNotification: false,
        errorNotification: false,
      });
      const query = resource.name === 'plans' ? '' : `?of=${resource.name}`;
      navigate(`/content/panoEditor/${made.data.id}${query}`);
    } catch {
      // The HTTP client has said why (a cap reached, the privilege changed).
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="from-template">
        {text('open')}
      </Button>
      <Modal open={open} title={text('title')} footer={null} onCancel={() => setOpen(false)} width={720}>
        <List
          grid={{ gutter: 12, xs: 1, sm: 2, md: 3 }}
          dataSource={templates}
          locale={{ emptyText: <Empty description={text('none')} /> }}
          renderItem={(template) => (
            <List.Item>
              <Card
                size="small"
                cover={template.cover ? <LazyImage src={template.cover} style={{ height: 96, objectFit: 'cover' }} /> : undefined}
                title={template.name}
                extra={<Tag>{t(`resources.${resource.name}.tiers.${template.template_tier}`)}</Tag>}
              >
                <p>{text('scenes', { count: template.scene_count })}</p>
                <Button type="primary" block loading={mutation.isPending} onClick={() => void use(template.id)} aria-label={`${text('use')}: ${template.name}`}>
                  {text('use')}
                </Button>
              </Card>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
