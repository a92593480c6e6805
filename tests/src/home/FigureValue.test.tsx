import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureValue, figureParts } from '../../../src/home/FigureValue.tsx';

describe('a key figure’s value', () => {
  it('cuts its text after each number’s unit, and gives the text back joined', () => {
    expect(figureParts('24 小时 44 分钟')).toEqual([
      { before: '', number: '24', unit: ' 小时' },
      { before: '', number: '44', unit: ' 分钟' },
    ]);
    expect(figureParts('under 1 min')).toEqual([{ before: 'under ', number: '1', unit: ' min' }]);
    expect(figureParts('1.2M')).toEqual([{ before: '', number: '1.2', unit: 'M' }]);
    expect(figureParts('1.2M', true)).toEqual([{ before: '', number: '1.2M', unit: '' }]);
    expect(figureParts('—')).toEqual([{ before: '', number: '', unit: '—' }]);
  });

  it('keeps each number on one line with its unit, free to wrap between them, so it never runs out of its card', () => {
    const { container } = render(
      <div data-testid="value">
        <FigureValue text="1,234 小时 44 分钟" unitClassName="unit" />
      </div>,
    );
    const value = container.firstElementChild as HTMLElement;
    expect(value.textContent).toBe('1,234 小时 44 分钟');
    const parts = [...value.querySelectorAll<HTMLElement>('.figure-part')];
    expect(parts.map((part) => [part.textContent, part.style.whiteSpace])).toEqual([
      ['1,234 小时', 'nowrap'],
      ['44 分钟', 'nowrap'],
    ]);
    expect([...value.querySelectorAll('.unit')].map((unit) => unit.textContent)).toEqual([' 小时', ' 分钟']);
  });
});
