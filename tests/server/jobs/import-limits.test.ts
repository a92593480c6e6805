import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../../resources/constants.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';
import { multipart } from './jobs-helpers.ts';

let t: TestApp;
let merchant: Session;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  operator = await t.login('operator');
});
afterAll(() => t.close());

// Past the general 5M import limit, but within the goods excel's 100M (spec §9); not an xlsx.
const sixMegabytes = Buffer.alloc(IMPORT_MAX_BYTES + 1024 * 1024, 0x41);

describe('import file limits', () => {
  it('takes a goods excel past 5M (spec §9: up to 100M) and then judges its content', async () => {
    const response = await merchant.bearer({ method: 'POST', url: '/api/commodities/import', ...multipart(sixMegabytes) });
    expect(response.statusCode).toBe(422);
  });

  it('refuses the same file with 413 for an entity with the general limit', async () => {
    const response = await operator.bearer({ method: 'POST', url: '/api/system-config/import', ...multipart(sixMegabytes) });
    expect(response.statusCode).toBe(413);
  });
});
