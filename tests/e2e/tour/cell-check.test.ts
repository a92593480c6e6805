import { describe, expect, it } from 'vitest';
import { cellProblems, type MeasuredCell } from './cell-check.ts';

const cell = (over: Partial<MeasuredCell>): MeasuredCell => ({
  column: 'Status',
  text: 'Submitted',
  clippedWithoutEllipsis: false,
  coveredBy: 0,
  cutAtEdge: 0,
  ...over,
});

describe("the tour's table check", () => {
  it('passes cells that fit, and a pixel of rounding', () => {
    expect(cellProblems('/content/planManagement', [cell({}), cell({ coveredBy: 1, cutAtEdge: 0.5 })])).toEqual([]);
  });

  it('names the page, the column and the text of a cell cut without an ellipsis, under the fixed column or at the edge', () => {
    expect(
      cellProblems('/content/planManagement', [
        cell({ text: 'Submitt', clippedWithoutEllipsis: true }),
        cell({ column: 'Public library', text: 'Not public', coveredBy: 62.4 }),
        cell({ column: 'Stay time', text: '1 min 5 s', cutAtEdge: 35 }),
      ]),
    ).toEqual([
      '/content/planManagement: column "Status", "Submitt" is cut without an ellipsis',
      '/content/planManagement: column "Public library", "Not public" lies 62 px under the fixed column',
      `/content/planManagement: column "Stay time", "1 min 5 s" is cut 35 px by the table's right edge`,
    ]);
  });

  it('says each column once, with the first text found', () => {
    expect(cellProblems('/x', [cell({ text: 'A', coveredBy: 10 }), cell({ text: 'B', coveredBy: 20 })])).toEqual([
      '/x: column "Status", "A" lies 10 px under the fixed column',
    ]);
  });
});
