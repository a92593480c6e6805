import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TITLE } from '../../resources/constants.ts';

/**
 * A marketing page's heading: the record's name (in the browser's tab too), what may be done with
 * it, and the way back to its list (asked first when the form has unsaved changes).
 */
export function PageHeading({ title, extra, back, backLabel }: { title: string; extra?: ReactNode; back: () => void; backLabel: string }) {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a trigger: the shell writes the route's title again when it changes
  useEffect(() => {
    if (title) document.title = `${title} - ${PRODUCT_TITLE}`;
  }, [title, i18n.language]);
  return (
    <Flex className="page-header" align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20, lineHeight: '32px' }} translate="no">
        {title}
      </Typography.Title>
      <Space wrap>
        {extra}
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {backLabel}
        </Button>
      </Space>
    </Flex>
  );
}
