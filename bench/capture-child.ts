import { resourceNamed } from '../resources/index.ts';
import { captureListHere, type Guide } from './capture.ts';

/** Runs one capture (bench/capture.ts) in a fresh process and prints it as JSON. */
const { url, resource, merchantId, query, exactUpTo, guide } = JSON.parse(process.env.BENCH_CAPTURE!) as {
  url: string;
  resource: string;
  merchantId: number;
  query: Record<string, string>;
  exactUpTo: number;
  guide?: Guide;
};
const definition = resourceNamed(resource);
if (!definition) throw new Error(`no resource ${resource}`);
const capture = await captureListHere(url, definition, merchantId, query, exactUpTo, guide);
process.stdout.write(JSON.stringify(capture));
