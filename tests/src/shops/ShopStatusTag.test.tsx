import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { ShopStatusTag } from '../../../src/shops/ShopStatusTag.tsx';

/**
 * Issue 35 "one language": a shop's failure read in English in the Chinese interface, the
 * server's own sentence stored as the reason. The server now sends a code, worded here in the
 * reader's language, and the raw text (the marketplace's, the operator's) stays as its detail.
 */
async function renderInChinese(row: Record<string, unknown>) {
  const i18n = await createI18n('zh');
  return render(
    <I18nextProvider i18n={i18n}>
      <ShopStatusTag row={row} />
    </I18nextProvider>,
  );
}

describe("a shop's failure in the Chinese interface", () => {
  it("words a refused token in Chinese, the marketplace's message kept as data", async () => {
    const { container } = await renderInChinese({ status: 4, fail_code: 'tokenRefused', fail_reason: 'Invalid session key' });
    expect(await screen.findByText(/平台拒绝了该令牌/)).toBeTruthy();
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('Invalid session key');
  });

  it("words another shop's token in Chinese, with that shop's id", async () => {
    const { container } = await renderInChinese({ status: 4, fail_code: 'tokenOfAnotherShop', fail_reason: '123' });
    expect(container.textContent).toContain('该令牌属于其他店铺: 123');
  });

  it("shows a failed review's reason as the operator typed it", async () => {
    const { container } = await renderInChinese({ status: 2, fail_code: 'reviewRejected', fail_reason: '营业执照不清晰' });
    expect(container.textContent).toContain('审核失败');
    expect(container.querySelector('[translate="no"]')?.textContent).toBe('营业执照不清晰');
  });
});
