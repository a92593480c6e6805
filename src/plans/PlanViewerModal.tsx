import { Button, Empty, Modal, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyPanoramaViewer } from './viewer/LazyPanoramaViewer.tsx';
import { usePlanScenes } from './usePlanScenes.ts';

interface Props {
  resourceName: string;
  resourcePath: string;
  id: number;
  name: string;
  open: boolean;
  onClose(): void;
}

/** A plan's draft scenes in the 360° viewer, over the list (issue 20: "a thumbnail opens an inline viewer"). */
export function PlanViewerModal({ resourceName, resourcePath, id, name, open, onClose }: Props) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`resources.${resourceName}.ui.${key}`, params);
  const { scenes, loading, failed, refetch } = usePlanScenes(resourcePath, id, open);
  const body = () => {
    if (loading) return <Spin style={{ display: 'block', padding: 48 }} />;
    if (failed)
      return (
        <Result
          status="warning"
          title={text('loadFailed')}
          extra={
            <Button onClick={() => refetch()} data-testid="viewer-retry">
              {text('retry')}
            </Button>
          }
        />
      );
    if (!scenes?.graph) return <Empty description={text('noScenes')} />;
    return <LazyPanoramaViewer graph={scenes.graph} height="60vh" ariaLabel={name} unavailableText={text('viewerUnavailable')} />;
  };
  return (
    <Modal open={open} title={name} onCancel={onClose} footer={null} width="min(1100px, 94vw)" destroyOnHidden data-testid="plan-viewer">
      {open && body()}
    </Modal>
  );
}
