import { DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Badge, Button, Col, Drawer, Form, Grid, Row, Space } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { type FilterControl, filterControls, filtersFromFormValues, formValuesFromFilters } from './filter-values.ts';
import { formatLocale } from '../../resources/format/locales.ts';
import { filterWidget } from './filter-widgets.tsx';
import { CutText } from './EllipsisText.tsx';
import { filterLabelWidth, filterSpan, isNarrow, queryFormLayout } from './query-form-layout.ts';
import { useFiltersExpanded } from './useFiltersExpanded.ts';
import { useTagGroups } from './useTagGroups.ts';

interface Props {
  resource: ResourceDefinition;
  filters: CrudFilter[];
  onChange: (filters: CrudFilter[]) => void;
}

// Choices apply at once; typed text and numbers apply on Enter or the search button.
const APPLY_AT_ONCE = new Set<FilterControl['kind']>(['select', 'multiple', 'yesNo', 'dateRange', 'tags']);

/** A control the user just emptied (a text's clear button, both bounds of a number range removed). */
const emptied = (value: unknown) => !value || (Array.isArray(value) && value.every((item) => item === null || item === undefined || item === ''));

const orLists = new Map<string, Intl.ListFormat>();

/** "A or B" in a locale: one Intl object per locale, not one per render. */
function orList(locale: string): Intl.ListFormat {
  let cached = orLists.get(locale);
  if (!cached) {
    cached = new Intl.ListFormat(locale, { type: 'disjunction' });
    orLists.set(locale, cached);
  }
  return cached;
}

/** How many fields the list is filtered by (a range's two bounds count once). */
export const activeFilterCount = (filters: CrudFilter[]) => new Set(filters.flatMap((filter) => ('field' in filter ? [filter.field] : []))).size;

/**
 * The list's query form, built from the declared filters, the `q` search box and the tag filter:
 * a grid whose first row shows, the rest behind "More filters" (ProTable's query form); below
 * 768 px, a drawer behind one "Filters" button that counts the filters in use.
 */
export function FilterBar({ resource, filters, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const controls = useMemo(() => filterControls(resource), [resource]);
  const tags = useTagGroups(resource.tagArea);
  const screens = Grid.useBreakpoint();
  const [expanded, setExpanded] = useFiltersExpanded(resource.name);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValuesFromFilters(controls, filters));
  }, [form, controls, filters]);
  if (!controls.length) return null;

  const apply = () => {
    onChange(filtersFromFormValues(controls, form.getFieldsValue()));
    setDrawerOpen(false);
  };
  const reset = () => {
    form.resetFields();
    onChange([]);
    setDrawerOpen(false);
  };
  // The keyword box names the fields it searches in its placeholder ("Name or address"), since
  // their own "contains" filters are left out of the bar (filter-values.ts).
  const searches = orList(formatLocale(i18n.language)).format(resource.searchFields.map((name) => t(`resources.${resource.name}.fields.${name}`)));
  // The keyword box says what it searches where the resource's texts do (goods: "Name or id").
  const keyword = [`resources.${resource.name}.keyword`, 'engine.keyword'];
  const label = (control: FilterControl) =>
    t(control.field ? `resources.${resource.name}.fields.${control.name}` : control.kind === 'tags' ? 'engine.tags' : keyword);
  const item = (control: FilterControl) => (
    // A label too long for its column is cut with "…", its colon kept beside it, and read whole on hover.
    <Form.Item key={control.name} name={control.name} label={<CutText maxWidth="100%">{label(control)}</CutText>} style={{ marginBottom: 0 }}>
      {filterWidget(control, { t, label: label(control), tags, searches })}
    </Form.Item>
  );
  const formProps = {
    form,
    name: `${resource.name}-filters`,
    'data-testid': 'filter-bar',
    onFinish: apply,
    onValuesChange: (changed: Record<string, unknown>) => {
      // A choice applies at once, and so does emptying a text box or a number range.
      const now = Object.entries(changed).some(([name, value]) => APPLY_AT_ONCE.has(controls.find((c) => c.name === name)?.kind ?? 'text') || emptied(value));
      if (now) apply();
    },
  };
  const buttons = (more?: ReactNode) => (
    <Space wrap>
      <Button onClick={reset}>{t('engine.reset')}</Button>
      <Button htmlType="submit" type="primary">
        {t('engine.search')}
      </Button>
      {more}
    </Space>
  );

  if (isNarrow(screens)) {
    return (
      <div style={{ marginBottom: 12 }}>
        <Badge count={activeFilterCount(filters)} size="small">
          <Button icon={<FilterOutlined />} onClick={() => setDrawerOpen(true)}>
            {t('engine.filters')}
          </Button>
        </Badge>
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('engine.filters')} width="min(360px, 100vw)" forceRender>
          {/* The buttons sit inside the form, so Enter in a text box searches here too. */}
          <Form {...formProps} layout="vertical">
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              {controls.map(item)}
              {buttons()}
            </Space>
          </Form>
        </Drawer>
      </div>
    );
  }

  const span = filterSpan(screens);
  const layout = queryFormLayout(controls.length, span, expanded);
  const toggle = layout.collapsible && (
    <Button type="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} style={{ paddingInline: 4 }}>
      {t(expanded ? 'engine.fewerFilters' : 'engine.moreFilters')} {expanded ? <UpOutlined /> : <DownOutlined />}
    </Button>
  );
  return (
    // Labels on one line in a column as wide as the longest; the input takes the rest of its cell
    // (a zero basis, so a narrow cell shrinks the input instead of pushing it under its label).
    <Form
      {...formProps}
      layout="horizontal"
      labelCol={{ flex: `0 0 ${filterLabelWidth(controls.map(label))}px` }}
      wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]}>
        {controls.map((control, index) => (
          // Hidden filters stay mounted, so what they hold still applies.
          <Col key={control.name} span={span ?? 8} style={index < layout.shown ? undefined : { display: 'none' }}>
            {item(control)}
          </Col>
        ))}
        <Col span={span ?? 8} offset={layout.actionsOffset} style={{ textAlign: 'right' }}>
          {buttons(toggle)}
        </Col>
      </Row>
    </Form>
  );
}
