import { type DataProvider, Refine } from '@refinedev/core';
import { screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { OFFERED_RESOURCES_PATH, type OfferedResource } from '../../../resources/system-resources/offered-resource.schema.ts';
import { OfferedResources } from '../../../src/materials/OfferedResources.tsx';
import { renderInApp } from '../render-in-app.tsx';

const CATALOGUE: OfferedResource = {
  id: 3,
  name: 'Spring catalogue',
  kind: 'document',
  url: '/files/demo/spring-catalogue.pdf',
  size: 1_572_864,
  file_name: 'Spring catalogue.pdf',
  description: '',
  updated_at: '2026-01-01T00:00:00Z',
};

function renderOffered(list: OfferedResource[]) {
  const custom = vi.fn(async ({ url }: { url: string }) => {
    if (url !== OFFERED_RESOURCES_PATH) throw new Error(`unexpected ${url}`);
    return { data: { list } };
  });
  const provider = { custom, getApiUrl: () => '/api' } as unknown as DataProvider;
  renderInApp(
    <AntdApp>
      <Refine dataProvider={{ default: provider }} options={{ disableTelemetry: true }}>
        <OfferedResources />
      </Refine>
    </AntdApp>,
  );
  return custom;
}

describe("the material centre's platform resources (read-only)", () => {
  it('lists each offered file with its kind and size, to preview or download', async () => {
    renderOffered([CATALOGUE]);
    const item = await screen.findByTestId('offered-resource');
    expect(within(item).getByText('Spring catalogue')).toBeTruthy();
    expect(within(item).getByText('1.5M')).toBeTruthy();
    const preview = within(item).getByText('Preview').closest('a') as HTMLAnchorElement;
    expect(preview.getAttribute('href')).toBe(CATALOGUE.url);
    expect(preview.getAttribute('target')).toBe('_blank');
    const download = within(item).getByText('Download').closest('a') as HTMLAnchorElement;
    expect(download.getAttribute('download')).toBe('Spring catalogue.pdf');
    // Read-only: nothing to rename, move or delete.
    expect(within(screen.getByTestId('offered-resources')).queryByRole('checkbox')).toBeNull();
  });

  it('says so when the platform shares nothing', async () => {
    renderOffered([]);
    await waitFor(() => expect(screen.getByText('The platform shares no files with you yet.')).toBeTruthy());
  });
});
