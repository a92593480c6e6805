import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialTreeNode } from '../../resources/materials/material-record.schema.ts';
import { collapsePath } from './folder-path.ts';

type Level = { id: number | null; name: string };

/**
 * Where the open folder is: All › … › itself, every level but the last one a way back up. A deep
 * path (up to 10 levels) keeps to one line: the levels between wait in the "…" menu.
 */
export function PathBreadcrumb({ path, onOpen }: { path: readonly MaterialTreeNode[]; onOpen: (folder: number | null) => void }) {
  const { t } = useTranslation();
  const levels: Level[] = [{ id: null, name: t('resources.materials.library.root') }, ...path];
  const { head, hidden, last } = collapsePath(levels);
  const current = levels[levels.length - 1];
  const link = (level: Level): ReactNode =>
    level === current ? (
      <span aria-current="location" translate={level.id === null ? undefined : 'no'}>
        {level.name}
      </span>
    ) : (
      // biome-ignore lint/a11y/useValidAnchor: antd's Breadcrumb styles its way-back levels as links
      <a
        href="#"
        translate={level.id === null ? undefined : 'no'}
        onClick={(event) => {
          event.preventDefault();
          onOpen(level.id);
        }}
      >
        {level.name}
      </a>
    );
  const item = (level: Level) => ({ key: String(level.id), title: link(level) });
  const middle = hidden.length
    ? [{ key: 'hidden', title: '…', menu: { items: hidden.map((level) => ({ key: String(level.id), label: level.name, onClick: () => onOpen(level.id) })) } }]
    : [];
  return <Breadcrumb className="material-path" data-testid="material-path" items={[...head.map(item), ...middle, ...last.map(item)]} />;
}
