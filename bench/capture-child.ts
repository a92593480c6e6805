import { resourceNamed } from '../resources/index.ts';
import { captureListHere } from './capture.ts';

/** Runs one capture (bench/capture.ts) in a fresh process and prints it as JSON. */
const { url, resource, merchantId, query, exactUpTo } = JSON.parse(process.env.BENCH_CAPTURE!) as {
  url: string;
  resource: string;
  merchantId: number;
  query: Record<string, string>;
  exactUpTo: number;
};
const definition = resourceNamed(resource);
if (!definition) throw new Error(`no resource ${resource}`);
const capture = await captureListHere(url, definition, merchantId, query, exactUpTo);
process.stdout.write(JSON.stringify(capture));
