import { Space } from 'antd';
import { apps } from '../../resources/apps/apps.resource.ts';
import { FieldValue } from '../engine/FieldValue.tsx';
import type { RowCell } from '../engine/resource-ui.ts';
import { ShareViewButton } from './ShareViewButton.tsx';

const status = apps.fieldList.find((field) => field.name === 'status')!;

/**
 * The apps list's status cell: the status as the list shows it, and "Share" under it once the app
 * is published (its view id given). The list carries the id without a column of its own
 * (`viewuuid` is read in lists), so sharing needs no extra call.
 */
export const AppShareCell: RowCell = ({ row }) => {
  const viewuuid = typeof row.viewuuid === 'string' ? row.viewuuid : null;
  return (
    <Space direction="vertical" size={4}>
      <FieldValue field={status} value={row.status} />
      {row.status === 'published' && viewuuid && <ShareViewButton viewuuid={viewuuid} name={String(row.name ?? '')} size="small" />}
    </Space>
  );
};
