import type { FieldKind } from '../../resources/engine/fields.ts';

/**
 * How wide a list's columns are, so a table knows its real width before it renders: each column
 * has one (declared, or by its field's kind), the table scrolls by their sum (`scroll.x`), and
 * the fixed Actions column then covers nothing while the table fits its box.
 */

/**
 * The width of a column by what it shows, cell padding (8 px a side) included: enough for a
 * typical value in any of the four languages; a longer one is cut with "…" and shown in full on
 * hover (`CutText`). Numbers, switches and images are never cut, so theirs fit their values.
 */
export const KIND_WIDTHS: Readonly<Record<FieldKind, number>> = {
  text: 160,
  textarea: 200,
  url: 200,
  number: 100,
  select: 120,
  switch: 80,
  datetime: 160,
  stringList: 180,
  media: 72,
  reference: 140,
  json: 160,
  password: 160,
};

/** Several files show as up to three thumbnails (FieldValue): 3 × 36 px, their gaps and a "+2". */
export const MEDIA_LIST_WIDTH = 156;

/** The row selection's checkbox column (antd: its 32 px control and 8 px padding a side), given to the table so the sum is exact. */
export const SELECTION_WIDTH = 48;

/**
 * The box a list has at 1440 × 900 with the side menu open: the window less the menu (208 px),
 * the content's margins (16 px a side) and the card's padding (24 px a side). Each list's default
 * columns fit it (tests/src/engine/list-widths.test.ts); the others wait in the column chooser.
 */
export const LIST_BOX_AT_1440 = 1152;
/** The same with a panel beside the list (`ResourceUi.aside`, 6 of 24 grid columns and a 16 px gutter). */
export const LIST_BOX_BESIDE_ASIDE_AT_1440 = 860;

/**
 * Ems of one character of the interface's 14 px sans-serif, rounded up: CJK and full-width forms
 * a whole em, wide letters most of one, capitals two thirds, narrow letters and marks a third,
 * the rest a little over half.
 */
function ems(character: string): number {
  if (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(character)) return 1;
  if (/[mwMW@%]/.test(character)) return 0.86;
  if (/[A-Z]/.test(character)) return 0.68;
  if (/[\s.,:;'|!iljtfrI()-]/.test(character)) return 0.32;
  return 0.56;
}

/**
 * The width a short text (a label, a button's word) takes, estimated on the generous side rather
 * than measured: the columns' widths are known before anything renders, and a test (no fonts,
 * no canvas) computes the same.
 */
export function textWidth(text: string, fontSize = 14): number {
  let width = 0;
  for (const character of text) width += ems(character) * fontSize;
  return Math.ceil(width);
}

/** A small link button's padding (7 px a side), as the row actions use. */
const LINK_PADDING = 14;
/** An icon-only small button ("…", the row's other actions). */
const ICON_BUTTON = 24;
/** Cell padding, a side. */
const CELL_PADDING = 8;

/** The Actions column's width: its links side by side, and the "…" menu when the row has declared actions. */
export function rowActionsWidth(labels: readonly string[], menu: boolean): number {
  const links = labels.reduce((sum, label) => sum + textWidth(label) + LINK_PADDING, 0);
  return links + (menu ? ICON_BUTTON : 0) + 2 * CELL_PADDING + 4;
}

/** The width a table needs for its columns: the sum of theirs (each has one). */
export const tableWidth = (columns: readonly { width?: number | string }[]) =>
  columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
