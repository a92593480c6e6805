import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../server/env.ts';

const EXTERNAL = 'postgres://atrium:secret@db.example:5432/atrium';

/** The EnvError message for `source`, or a failure when it parses. */
function envError(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be refused`);
}

describe('parseEnv defaults (API.md §4)', () => {
  const env = parseEnv({});

  it.each([
    ['PORT', 8080],
    ['HOST', '127.0.0.1'],
    ['NODE_ENV', 'development'],
    ['LOG_LEVEL', 'info'],
    ['SESSION_TTL_SECONDS', 604800],
    ['SESSION_IDLE_SECONDS', 86400],
    ['TRUST_PROXY', false],
    ['DATABASE_URL', undefined],
    ['EMBEDDED_DB_PORT', undefined],
  ] as const)('%s defaults to %s', (name, value) => {
    expect(env[name]).toBe(value);
  });

  it('DATA_DIR defaults to ./data, made absolute', () => {
    expect(path.isAbsolute(env.DATA_DIR)).toBe(true);
    expect(env.DATA_DIR).toBe(path.resolve('data'));
  });

  it('DIST_DIR defaults to ./dist, made absolute', () => {
    expect(env.DIST_DIR).toBe(path.resolve('dist'));
  });

  it('a relative DATA_DIR is resolved against the working directory', () => {
    expect(parseEnv({ DATA_DIR: 'var/atrium' }).DATA_DIR).toBe(path.resolve('var/atrium'));
    expect(parseEnv({ DATA_DIR: '/srv/atrium' }).DATA_DIR).toBe('/srv/atrium');
  });

  it('no embedding, and the default host prefixes of the login variants', () => {
    expect(env.embedOrigins).toEqual([]);
    expect(env.superHostPrefixes).toEqual(['super.', 'admin.']);
    expect(env.subHostPrefixes).toEqual(['sub.']);
  });
});

describe('SEED_DEMO: the embedded database is seeded, an external one only when asked', () => {
  it.each([
    [{}, true],
    [{ DATABASE_URL: EXTERNAL }, false],
    [{ DATABASE_URL: EXTERNAL, SEED_DEMO: 'true' }, true],
    [{ DATABASE_URL: EXTERNAL, SEED_DEMO: '1' }, true],
    [{ DATABASE_URL: EXTERNAL, SEED_DEMO: 'false' }, false],
    [{ SEED_DEMO: 'false' }, false],
    [{ SEED_DEMO: '0' }, false],
  ] as const)('%o → %s', (source, seed) => {
    expect(parseEnv({ ...source }).SEED_DEMO).toBe(seed);
  });
});

describe('SEED_DEMO_EVENTS: the demo statistics volume', () => {
  it('is the full 90 days unless the small test volume is asked for', () => {
    expect(parseEnv({}).SEED_DEMO_EVENTS).toBe('full');
    expect(parseEnv({ SEED_DEMO_EVENTS: 'small' }).SEED_DEMO_EVENTS).toBe('small');
    expect(() => parseEnv({ SEED_DEMO_EVENTS: 'tiny' })).toThrow(/SEED_DEMO_EVENTS/);
  });
});

describe('accepted values', () => {
  it.each([
    ['postgres://', EXTERNAL],
    ['postgresql://', 'postgresql://u@localhost/db'],
  ])('DATABASE_URL starting with %s', (_, url) => {
    expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it('reads numbers, flags and lists', () => {
    const env = parseEnv({
      PORT: '3000',
      EMBEDDED_DB_PORT: '54329',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'silent',
      EMBED_ORIGINS: ' https://a.example , https://b.example,,',
      SUPER_HOST_PREFIXES: 'ops.',
    });
    expect(env).toMatchObject({ PORT: 3000, EMBEDDED_DB_PORT: 54329, TRUST_PROXY: true, LOG_LEVEL: 'silent' });
    expect(env.embedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(env.superHostPrefixes).toEqual(['ops.']);
  });

  it('ignores variables it does not know', () => {
    expect(() => parseEnv({ PATH: '/usr/bin', HOME: '/root', SOMETHING_ELSE: 'x' })).not.toThrow();
  });
});

describe('empty variables count as unset', () => {
  it('PORT= keeps the default port instead of a random one', () => {
    expect(parseEnv({ PORT: '' }).PORT).toBe(8080);
  });

  it('EMBED_ORIGINS takes a comma list of origins', () => {
    expect(parseEnv({ EMBED_ORIGINS: 'https://a.example, http://localhost:3000' }).embedOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
  });
});

describe('bad values stop the boot with an EnvError naming each variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'localhost:5432/atrium'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO', 'yes'],
    ['TRUST_PROXY', 'maybe'],
    ['EMBEDDED_DB_PORT', '0'],
    ['SESSION_TTL_SECONDS', '10'],
    ['SESSION_IDLE_SECONDS', 'forever'],
    ['HOST', ''],
    ['EMBED_ORIGINS', 'shop.example.com'],
    ['EMBED_ORIGINS', 'https://ok.example,javascript:alert(1)'],
  ])('%s=%s', (name, value) => {
    const message = envError({ [name]: value });
    expect(message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('names every wrong variable at once', () => {
    const message = envError({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/^Invalid environment:/);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
    expect(message).toContain('must start with postgres:// or postgresql://');
  });

  it('does not name the variables that are fine', () => {
    const message = envError({ PORT: 'abc', HOST: '0.0.0.0', LOG_LEVEL: 'debug' });
    expect(message).not.toMatch(/HOST|LOG_LEVEL/);
  });
});
