import { CloseOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TabsState } from '../shell/useTabs.ts';
import { useRouteTitle } from '../shell/route-title.ts';

/** Spec §2: the bar of visited pages; right-click a tab to refresh it or close it, the others, or all. */
export function TagsView({ state }: { state: TabsState }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  // An account with no page (only /405) has no tab: no empty strip either.
  if (!state.tabs.length) return null;
  return (
    <nav className="tags-view" aria-label="tags-view" data-testid="tags-view">
      {state.tabs.map((tab) => {
        const active = tab.path === state.current;
        return (
          <Dropdown
            key={tab.path}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: t('tags.refresh') },
                { key: 'close', label: t('tags.close'), disabled: tab.affix },
                { key: 'closeOthers', label: t('tags.closeOthers') },
                { key: 'closeAll', label: t('tags.closeAll') },
              ],
              onClick: ({ key }) => {
                if (key === 'refresh') state.refresh(tab.path);
                if (key === 'close') state.close(tab.path);
                if (key === 'closeOthers') state.closeOthers(tab.path);
                if (key === 'closeAll') state.closeAll();
              },
            }}
          >
            <span
              role="tab"
              tabIndex={0}
              aria-selected={active}
              data-path={tab.path}
              className={`tags-view-item${active ? ' active' : ''}`}
              onClick={() => navigate(tab.fullPath)}
              onKeyDown={(event) => event.key === 'Enter' && navigate(tab.fullPath)}
            >
              {title(tab.routePath)}
              {!tab.affix && (
                <CloseOutlined
                  className="tags-view-close"
                  aria-label={t('tags.close')}
                  onClick={(event) => {
                    event.stopPropagation();
                    state.close(tab.path);
                  }}
                />
              )}
            </span>
          </Dropdown>
        );
      })}
    </nav>
  );
}
