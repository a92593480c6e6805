import { useOne } from '@refinedev/core';
import { Alert, Descriptions, Flex, Result, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { recordTitle } from '../palette/palette-entries.ts';
import { rememberRecentRecord } from '../palette/recent-records.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { FieldValue, isEmpty } from './FieldValue.tsx';
import { rowTimeZone } from './list-columns.tsx';
import { groupBySection, sectionTitleKey } from './form-sections.ts';
import { tagLabel, useTagGroups } from './useTagGroups.ts';
import { recordNouns } from './useBatchActions.ts';
import { readOnlyReason, useResourceAbilities } from './useResourceAbilities.ts';

/**
 * A record's details: every field but secrets in the resource's sections (as its form groups them),
 * then its tags, when it was made and changed, and its id last (it matters least to a reader).
 * Whoever may not change the record reads why first, before any work is spent on it.
 */
export function ResourceShow({ resource, id }: { resource: ResourceDefinition; id: number }) {
  const { t } = useTranslation();
  const { result: record, query } = useOne({ resource: resource.name, id, errorNotification: false });
  const { groups } = useTagGroups(resource.tagArea);
  const { profile } = useRequiredSession();
  const readOnly = readOnlyReason(resource, useResourceAbilities(resource));
  const title = record ? recordTitle(resource, record as { id: number }) : null;
  // The command palette offers the records a user looked at again.
  useEffect(() => {
    if (title !== null) rememberRecentRecord(profile.id, { resource: resource.name, id, title });
  }, [profile.id, resource.name, id, title]);
  if (query.isError) return <Result status="warning" title={t('engine.notFound')} />;
  if (!record) return <Skeleton active />;

  const label = (name: string) => t(`resources.${resource.name}.fields.${name}`);
  const datetime = { kind: 'datetime' } as const;
  const timeZone = rowTimeZone(record);
  const sections = groupBySection(
    resource,
    resource.fieldList.filter((field) => !field.hidden && !(field.detailWhenSet && isEmpty(record[field.name]))),
  ).map(({ key, fields }) => ({
    key: key ?? 'fields',
    title: key ? t(sectionTitleKey(resource, key)) : undefined,
    items: fields.map((field) => ({
      key: field.name,
      label: label(field.name),
      children: <FieldValue field={field} value={record[field.name]} full timeZone={timeZone} />,
    })),
  }));
  const about = [
    ...(resource.tagArea
      ? [
          {
            key: 'tags',
            label: t('engine.tags'),
            children: ((record.tags as string[] | undefined) ?? []).map((tag) => <Tag key={tag}>{tagLabel(groups, tag)}</Tag>),
          },
        ]
      : []),
    { key: 'created_at', label: t('engine.createdAt'), children: <FieldValue field={datetime} value={record.created_at} full timeZone={timeZone} /> },
    { key: 'updated_at', label: t('engine.updatedAt'), children: <FieldValue field={datetime} value={record.updated_at} full timeZone={timeZone} /> },
    { key: 'id', label: t('engine.id'), children: String(record.id) },
  ];
  // Without sections the record's own data follows the fields in one table, as before.
  const groupsShown = sections.some((section) => section.title)
    ? [...sections, { key: 'about', title: t('engine.recordInfo'), items: about }]
    : [{ key: 'fields', title: undefined, items: [...(sections[0]?.items ?? []), ...about] }];
  return (
    <Flex vertical gap="large" data-testid="record-details">
      {readOnly && <Alert type="info" showIcon message={t(readOnly, recordNouns(resource, t))} data-testid="read-only-banner" />}
      {groupsShown.map(({ key, title, items }) => (
        <Descriptions key={key} title={title} column={1} bordered size="small" items={items} />
      ))}
    </Flex>
  );
}
