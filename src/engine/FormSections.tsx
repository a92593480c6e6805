import { Badge, Divider, Tabs } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { type FieldSection, sectionTitleKey } from './form-sections.ts';

interface Props<F> {
  resource: ResourceDefinition;
  sections: FieldSection<F>[];
  /** Long forms show one section at a time, as tabs. */
  tabs: boolean;
  /** The tab shown (tabs only). */
  activeKey: string | undefined;
  onActiveChange: (key: string) => void;
  /** How many fields of each section show an error: a tab with errors says so. */
  errorCounts: Readonly<Record<string, number>>;
  renderField: (field: F) => ReactNode;
}

/**
 * A form's fields in their declared sections: tabs for a long form, titled groups for a short one,
 * plain fields when the resource declares no sections. Every tab stays rendered (hidden), so its
 * fields keep their values and are checked on save even when never opened.
 */
export function FormSections<F>({ resource, sections, tabs, activeKey, onActiveChange, errorCounts, renderField }: Props<F>) {
  const { t } = useTranslation();
  const title = (key: string | undefined) => (key ? t(sectionTitleKey(resource, key)) : '');
  if (sections.length === 1 && !sections[0].key) return <>{sections[0].fields.map(renderField)}</>;
  if (!tabs)
    return (
      <>
        {sections.map(({ key, fields }) => (
          <Fragment key={key}>
            {sections.length > 1 && (
              <Divider orientation="left" orientationMargin={0}>
                {title(key)}
              </Divider>
            )}
            {fields.map(renderField)}
          </Fragment>
        ))}
      </>
    );
  const items = sections.map(({ key = '', fields }) => {
    const errors = errorCounts[key] ?? 0;
    return {
      key,
      forceRender: true,
      label: (
        <span>
          {title(key)}
          {errors > 0 && <Badge count={errors} size="small" title={t('engine.sectionErrors', { count: errors })} style={{ marginInlineStart: 6 }} />}
        </span>
      ),
      children: fields.map(renderField),
    };
  });
  return <Tabs items={items} activeKey={activeKey} onChange={onActiveChange} />;
}
