import { Fragment } from 'react';

/** One number of a figure's text with the words around it: "24", " 小时"; "under ", "1", " min". */
export interface FigurePart {
  before: string;
  number: string;
  unit: string;
}

const NUMBER = /(\d[\d,.]*)/;
/** A compact count's suffix ("1.2k", "5.6M") read as part of its number. */
const NUMBER_WITH_SUFFIX = /(\d[\d,.]*(?:[kMGTPE](?![A-Za-z]))?)/;

/**
 * A figure's text cut after each number's unit: "24 小时 44 分钟" → "24 小时" and "44 分钟",
 * "159 h 15 min" → "159 h" and "15 min". Joined by spaces, the parts give the text back.
 */
export function figureParts(text: string, suffixWithNumber = false): FigurePart[] {
  const tokens = text.split(suffixWithNumber ? NUMBER_WITH_SUFFIX : NUMBER);
  if (tokens.length === 1) return [{ before: '', number: '', unit: text }];
  const parts: FigurePart[] = [];
  for (let index = 1; index < tokens.length; index += 2) {
    parts.push({ before: index === 1 ? tokens[0] : '', number: tokens[index], unit: tokens[index + 1].replace(/\s+$/, '') });
  }
  return parts;
}

/**
 * A key figure as the home page and the large screen show it: numbers large, their words small
 * (`unitClassName`), each number kept on one line with its unit and the line free to break between
 * them, so that a long duration ("24 小时 44 分钟" on a narrow card) wraps instead of running out
 * of its card.
 */
export function FigureValue({ text, unitClassName, suffixWithNumber }: { text: string; unitClassName: string; suffixWithNumber?: boolean }) {
  return figureParts(text, suffixWithNumber).map((part, index) => (
    // The parts of one text never move: their place is their key.
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="figure-part" style={{ whiteSpace: 'nowrap' }}>
        {part.before.trim() ? <span className={unitClassName}>{part.before}</span> : part.before}
        {part.number}
        {part.unit.trim() ? <span className={unitClassName}>{part.unit}</span> : part.unit}
      </span>
    </Fragment>
  ));
}
