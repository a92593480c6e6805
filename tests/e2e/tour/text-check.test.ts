import { describe, expect, it } from 'vitest';
import { isAnalyticsPage, textProblems } from './text-check.ts';

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
