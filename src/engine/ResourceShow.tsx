import { useOne } from '@refinedev/core';
import { Descriptions, Result, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { recordTitle } from '../palette/palette-entries.ts';
import { rememberRecentRecord } from '../palette/recent-records.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { FieldValue } from './FieldValue.tsx';
import { tagLabel, useTagGroups } from './useTagGroups.ts';

/** A record's details: every field but secrets, its tags, and when it was made and changed. */
export function ResourceShow({ resource, id }: { resource: ResourceDefinition; id: number }) {
  const { t } = useTranslation();
  const { result: record, query } = useOne({ resource: resource.name, id, errorNotification: false });
  const { groups } = useTagGroups(resource.tagArea);
  const { profile } = useRequiredSession();
  const title = record ? recordTitle(resource, record as { id: number }) : null;
  // The command palette offers the records a user looked at again.
  useEffect(() => {
    if (title !== null) rememberRecentRecord(profile.id, { resource: resource.name, id, title });
  }, [profile.id, resource.name, id, title]);
  if (query.isError) return <Result status="warning" title={t('engine.notFound')} />;
  if (!record) return <Skeleton active />;

  const label = (name: string) => t(`resources.${resource.name}.fields.${name}`);
  const datetime = { kind: 'datetime' } as const;
  const items = [
    { key: 'id', label: t('engine.id'), children: String(record.id) },
    ...resource.fieldList
      .filter((field) => !field.hidden)
      .map((field) => ({ key: field.name, label: label(field.name), children: <FieldValue field={field} value={record[field.name]} full /> })),
    ...(resource.tagArea
      ? [
          {
            key: 'tags',
            label: t('engine.tags'),
            children: ((record.tags as string[] | undefined) ?? []).map((tag) => <Tag key={tag}>{tagLabel(groups, tag)}</Tag>),
          },
        ]
      : []),
    { key: 'created_at', label: t('engine.createdAt'), children: <FieldValue field={datetime} value={record.created_at} /> },
    { key: 'updated_at', label: t('engine.updatedAt'), children: <FieldValue field={datetime} value={record.updated_at} /> },
  ];
  return <Descriptions column={1} bordered size="small" items={items} data-testid="record-details" />;
}
