/** A JSON document of exactly `bytes` bytes (a string value padded to size): body-limit probes. */
export function jsonOfSize(bytes: number): string {
  const shell = '{"name":""}';
  return `{"name":"${'x'.repeat(bytes - shell.length)}"}`;
}
