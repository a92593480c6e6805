import { SearchOutlined } from '@ant-design/icons';
import { useKBar } from '@refinedev/kbar';
import { Button, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paletteShortcutLabel } from './shortcut.ts';

/** The top bar's way into the command palette, showing its shortcut. */
export function PaletteButton() {
  const { t } = useTranslation();
  const { query } = useKBar();
  const shortcut = paletteShortcutLabel();
  // Phones have no keyboard shortcut to show, and little room in the top bar.
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Button
      type="text"
      icon={<SearchOutlined />}
      onClick={() => query.toggle()}
      aria-label={`${t('palette.open')} (${shortcut})`}
      title={shortcut}
      data-testid="open-palette"
    >
      {wide && (
        <Typography.Text keyboard type="secondary">
          {shortcut}
        </Typography.Text>
      )}
    </Button>
  );
}
