import { AppstoreOutlined, BarsOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type ViewMode = 'grid' | 'list';

interface Props {
  /** Changes when another folder or kind opens, so the search box starts empty there. */
  searchKey: string;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  onSearch: (text: string) => void;
  onRefresh: () => void;
}

/** How the open folder is looked at: a name search within it, grid or list, refresh. */
export function BrowseControls({ searchKey, view, onView, onSearch, onRefresh }: Props) {
  const { t } = useTranslation();
  const text = (key: string) => t(`resources.materials.library.${key}`);
  return (
    <Space size={8} className="material-browse">
      <Input
        key={searchKey}
        allowClear
        prefix={<SearchOutlined />}
        placeholder={text('search')}
        className="material-search"
        data-testid="material-search"
        onPressEnter={(event) => onSearch(event.currentTarget.value)}
        onChange={(event) => event.target.value === '' && onSearch('')}
      />
      <Segmented<ViewMode>
        value={view}
        onChange={onView}
        options={[
          { value: 'grid', icon: <AppstoreOutlined />, title: text('grid') },
          { value: 'list', icon: <BarsOutlined />, title: text('list') },
        ]}
      />
      <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('engine.refresh')} />
    </Space>
  );
}
