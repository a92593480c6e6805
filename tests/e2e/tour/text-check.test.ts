import { describe, expect, it } from 'vitest';
import { isAnalyticsPage, scriptProblems, textProblems } from './text-check.ts';

describe("the tour's text check on analytics pages", () => {
  it('passes names, channel names and English text', () => {
    expect(
      textProblems({ text: 'Store Downtown · Guide Gao Yan · 1,630 events · Channel WeChat mini program', channelCells: ['WeChat mini program'] }, 'en-US'),
    ).toEqual([]);
  });

  it.each([
    ['Album #2 · 12 views', 'an id shown where a name belongs'],
    ['Viewer account:7 opened it', 'an internal id shown'],
    ['Region 广东省 深圳市', 'Chinese characters in the English interface'],
  ])('refuses "%s"', (text, problem) => {
    const problems = textProblems({ text, channelCells: [] }, 'en-US');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('refuses a bare channel digit, and Chinese only in the English interface', () => {
    expect(textProblems({ text: '', channelCells: ['2'] }, 'en-US')).toEqual(['a channel shown as its bare digit: "2"']);
    expect(textProblems({ text: '广东 深圳 · 门店 一号店', channelCells: ['微信小程序'] }, 'zh-CN')).toEqual([]);
  });

  it('looks at the home page, the cockpit and the large screen', () => {
    expect(['/homeData/stats', '/dataCockpit/largeScreen', '/dataCockpit/dataDetail', '/content/commodityManagement'].map(isAnalyticsPage)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe("the tour's script check on every page (issue 35)", () => {
  it('refuses English phrases in the Chinese interface', () => {
    expect(scriptProblems(['店铺状态', 'Review rejected'], 'zh-CN')).toEqual([
      'English words in the Chinese interface: "Review rejected" in "Review rejected"',
    ]);
    expect(scriptProblems(['审核失败：The business licence is unreadable.'], 'zh-CN')[0]).toContain('"The business licence is unreadable"');
  });

  it('lets codes, units, brands and single Latin words pass in Chinese', () => {
    expect(scriptProblems(['导出 Excel', 'SKU 编码', '2026/11/28 20:04', 'YYYY-MM-DD HH:mm', '12 MB', '4K 全景', '微信 Mini Program'], 'zh-CN')).toEqual([]);
  });

  it('refuses Chinese in English and lets English pass there', () => {
    expect(scriptProblems(['Review rejected', 'Shop 一号店'], 'en-US')).toEqual(['Chinese characters in the English interface: "Shop 一号店"']);
    expect(scriptProblems(['Review rejected'], 'en-US')).toEqual([]);
  });
});
