import { Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../resources/materials/material-record.schema.ts';
import { formatBytes } from '../../resources/format/numbers.ts';
import { ItemMenu } from './ItemMenu.tsx';
import { type ItemAction, primaryAction } from './material-actions.ts';
import { MaterialVisual } from './MaterialVisual.tsx';
import type { MaterialAbilities } from './useMaterialAbilities.ts';

interface Props {
  material: Material;
  abilities: MaterialAbilities;
  selectable: boolean;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (action: ItemAction, material: Material) => void;
}

/** What a card says under the name: the kind, and the size of an uploaded file. */
export function cardMeta(material: Pick<Material, 'kind' | 'size' | 'url'>, kindLabel: string): string {
  return material.url && material.size > 0 ? `${kindLabel} · ${formatBytes(material.size)}` : kindLabel;
}

/**
 * One material in the grid. A folder opens on a click; any other card is selected by a click and
 * opened (a file in a new tab, a speech in its editor) by a double-click or Enter.
 */
export function MaterialCard({ material, abilities, selectable, selected, onSelect, onAction }: Props) {
  const { t } = useTranslation();
  const primary = primaryAction(material, abilities);
  const folder = material.kind === 'folder';
  const click = () => {
    if (folder) onAction('open', material);
    else if (selectable) onSelect(material.id, !selected);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the card holds a checkbox and a menu button, which a <button> may not contain
    <div
      className={`material-card${selected ? ' is-selected' : ''}`}
      role="button"
      tabIndex={0}
      title={material.name}
      data-testid="material-card"
      data-kind={material.kind}
      data-name={material.name}
      onClick={click}
      onDoubleClick={() => !folder && primary && onAction(primary, material)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && primary && event.target === event.currentTarget) onAction(primary, material);
      }}
    >
      {selectable && (
        <Checkbox
          className="material-card__check"
          checked={selected}
          aria-label={material.name}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => onSelect(material.id, event.target.checked)}
        />
      )}
      <span className="material-card__menu">
        <ItemMenu material={material} abilities={abilities} onAction={onAction} />
      </span>
      <div className="material-card__visual">
        <MaterialVisual material={material} size={96} />
      </div>
      <Typography.Text className="material-card__name" ellipsis translate="no">
        {material.name}
      </Typography.Text>
      <Typography.Text type="secondary" className="material-card__meta" ellipsis>
        {cardMeta(material, t(`resources.materials.kinds.${material.kind}`))}
      </Typography.Text>
    </div>
  );
}
