import { type FormEvent, useEffect, useState } from 'react';

interface Profile {
  username: string;
  name: string;
  role_tag: string;
  active_role: string | null;
  permission: string[];
}

const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, { method, headers, credentials: 'same-origin', body: body ? JSON.stringify(body) : undefined });
  const payload = await response.json();
  if (payload.status_code !== 200) throw new Error(payload.message);
  return payload.data as T;
}

/** Signs in with a username and password and shows who the server says you are. */
export function SignIn() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    call<Profile>('GET', '/api/user').then(setProfile, () => setProfile(null));
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await call('POST', '/api/login', { username: String(form.get('username')).trim(), password: String(form.get('password')).trim() });
      setProfile(await call<Profile>('GET', '/api/user'));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const logout = async () => {
    await call('POST', '/api/logout').catch(() => undefined);
    setProfile(null);
  };

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 420, margin: '10vh auto', padding: 24 }}>
      <h1 style={{ color: '#1182FB' }}>Atrium</h1>
      {profile ? (
        <section>
          <p>
            Signed in as <strong>{profile.name || profile.username}</strong> ({profile.active_role ?? 'no role'}, {profile.role_tag}).
          </p>
          <p>Permissions: {profile.permission.length ? profile.permission.join(', ') : 'none'}</p>
          <button type="button" onClick={logout}>
            Log out
          </button>
        </section>
      ) : (
        <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
          <label>
            Username <input name="username" autoComplete="username" required />
          </label>
          <label>
            Password <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {error && <p role="alert" style={{ color: '#d4380d' }}>{error}</p>}
          <button type="submit" disabled={busy}>
            Log in
          </button>
        </form>
      )}
    </main>
  );
}
