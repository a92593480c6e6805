import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, useMatches } from '@refinedev/kbar';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PaletteSearch } from './PaletteSearch.tsx';
import { usePaletteActions } from './usePaletteActions.ts';
import { SEARCH_MIN_LENGTH } from './useRecordSearch.ts';

/** Above the top bar and drawers, below antd's messages (a failed search's toast stays visible). */
const PALETTE_Z_INDEX = 1050;

/** The matches, grouped by section, in antd's colours. */
function PaletteResults() {
  const { results } = useMatches();
  const { token } = theme.useToken();
  const section: CSSProperties = { padding: '8px 16px 4px', fontSize: token.fontSizeSM, color: token.colorTextTertiary };
  return (
    <KBarResults
      items={results}
      maxHeight={420}
      onRender={({ item, active }) =>
        typeof item === 'string' ? (
          <div style={section}>{item}</div>
        ) : (
          <div
            data-testid="palette-item"
            style={{
              padding: '8px 16px',
              cursor: 'pointer',
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: 12,
              background: active ? token.controlItemBgActive : 'transparent',
              borderInlineStart: `3px solid ${active ? token.colorPrimary : 'transparent'}`,
            }}
          >
            <span style={{ color: token.colorText, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.name}</span>
            {item.subtitle && <span style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM, flexShrink: 0 }}>{item.subtitle}</span>}
          </div>
        )
      }
    />
  );
}

/** What the footer says: searching, nothing found, or how to search records. */
function PaletteFooter({ query, searching }: { query: string; searching: boolean }) {
  const { t } = useTranslation();
  const { results } = useMatches();
  const { token } = theme.useToken();
  const typed = query.trim();
  const text = searching
    ? t('palette.searching')
    : typed && !results.length
      ? t('palette.noMatches')
      : typed.length < SEARCH_MIN_LENGTH
        ? t('palette.hint')
        : '';
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 12,
        padding: '8px 16px',
        borderTop: `1px solid ${token.colorSplit}`,
        fontSize: token.fontSizeSM,
        color: token.colorTextTertiary,
      }}
      data-testid="palette-footer"
    >
      <span role="status">{text}</span>
      <span>{t('palette.keys')}</span>
    </div>
  );
}

/** The command palette itself (Ctrl/Cmd+K); its entries come from usePaletteActions. */
export function CommandPalette() {
  const { t } = useTranslation();
  const { query, searching } = usePaletteActions();
  const { token } = theme.useToken();
  return (
    <KBarPortal>
      <KBarPositioner style={{ zIndex: PALETTE_Z_INDEX, background: token.colorBgMask, padding: '12vh 16px 16px', boxSizing: 'border-box' }}>
        <KBarAnimator
          // The portal renders outside antd's tree, so the font has to be set here.
          style={{
            width: '100%',
            maxWidth: 640,
            fontFamily: token.fontFamily,
            fontSize: token.fontSize,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadow,
            overflow: 'hidden',
          }}
        >
          <PaletteSearch
            defaultPlaceholder={t('palette.placeholder')}
            aria-label={t('palette.open')}
            data-testid="palette-search"
            style={{
              width: '100%',
              boxSizing: 'border-box',
              padding: '14px 16px',
              fontFamily: 'inherit',
              fontSize: token.fontSizeLG,
              border: 'none',
              outline: 'none',
              borderBottom: `1px solid ${token.colorSplit}`,
              background: 'transparent',
              color: token.colorText,
            }}
          />
          <PaletteResults />
          <PaletteFooter query={query} searching={searching} />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}
