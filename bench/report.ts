import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Mode } from './config.ts';
import { RESULTS_DIR, ROOT_DIR } from './config.ts';

export interface Goal {
  op: '>=' | '<=';
  value: number;
}

export interface Figure {
  id: string;
  name: string;
  /** The ratio (or size) measured; null when it could not be. */
  value: number | null;
  unit?: string;
  goal?: Goal;
  /** The absolute values the ratio is made of. */
  detail: string;
}

export interface Machine {
  cores: number;
  memoryGb: number;
  cpu: string;
  node: string;
  platform: string;
  /** The 1-minute load average when the bench began: above the core count, neighbours were busy and the figures are noisy. */
  loadAtStart: number;
}

const loadAtStart = os.loadavg()[0];
/** The date results and the README are stamped with (UTC, as the file names sort). */
const today = () => new Date().toISOString().slice(0, 10);

export function machine(): Machine {
  return {
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAtStart: Math.round(loadAtStart * 100) / 100,
  };
}

export const met = (figure: Figure): boolean | undefined => {
  if (!figure.goal || figure.value === null || Number.isNaN(figure.value)) return undefined;
  return figure.goal.op === '>=' ? figure.value >= figure.goal.value : figure.value <= figure.goal.value;
};

export const shown = (figure: Figure) =>
  figure.value === null || Number.isNaN(figure.value)
    ? 'n/a'
    : `${figure.unit ? figure.value.toFixed(1) : figure.value.toFixed(2)}${figure.unit ? ` ${figure.unit}` : ''}`;
const goalText = (figure: Figure) => (figure.goal ? `${figure.goal.op === '>=' ? '≥' : '≤'} ${figure.goal.value}${figure.unit ? ` ${figure.unit}` : ''}` : '—');
const mark = (figure: Figure) => ({ true: '✓', false: '✗', undefined: ' ' })[String(met(figure)) as 'true' | 'false' | 'undefined'];

/** The console table: figure, measured, goal, ✓/✗ and the absolute values beside them. */
export function table(figures: Figure[]): string {
  const rows = figures.map((f) => [f.id, f.name, shown(f), goalText(f), mark(f), f.detail]);
  const head = ['#', 'figure', 'measured', 'goal', '', 'absolute values'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The same table in Markdown, for the README. */
export function markdown(figures: Figure[]): string {
  const rows = figures.map((f) => `| ${f.id} | ${f.name} | ${shown(f)} | ${goalText(f)} | ${mark(f).trim()} | ${f.detail} |`);
  return ['| # | figure | measured | goal | | absolute values |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** bench/results/<date>[-quick].json; its path relative to the repository. */
export function writeResults(mode: Mode, content: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${today()}${mode === 'quick' ? '-quick' : ''}.json`);
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return path.relative(ROOT_DIR, file);
}

const README_START = '<!-- bench:full:start -->';
const README_END = '<!-- bench:full:end -->';

/** Rewrites the README's table of the latest full figures (between its markers); false when it has none. */
export function updateReadme(figures: Figure[], m: Machine, seconds: number, notes: string[]): boolean {
  const file = path.join(ROOT_DIR, 'README.md');
  if (!existsSync(file)) return false;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) return false;
  const body = [
    `${today()}, ${m.cores} cores (${m.cpu}), ${m.memoryGb} GB of memory, Node ${m.node}; the run took ${Math.round(seconds / 60)} minutes.`,
    '',
    markdown(figures),
    ...(notes.length ? ['', ...notes.map((note) => `- ${note}`)] : []),
  ].join('\n');
  writeFileSync(file, `${text.slice(0, start + README_START.length)}\n${body}\n${text.slice(end)}`);
  return true;
}
