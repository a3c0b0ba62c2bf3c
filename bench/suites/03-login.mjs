import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TERMS_VERSION } from '../../packages/domain/src/terms-version.ts';

// One login costs one argon2id verification (64 MiB, 3 passes): the figure the accounts issue asks
// for. A dealer is created through the real sign-up (register, the mailed code, account details);
// fewer logins than the login rate limit (10 per minute) are timed, one after another.
const PASSWORD = 'Bench#2026pass';

async function post(baseUrl, url, body) {
  const method = 'POST';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json?.data;
}

async function mailedCode(dataDir, email) {
  const mailDir = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    let files = [];
    try {
      files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    } catch {
      // no mail yet
    }
    for (const name of files) {
      const mail = readFileSync(path.join(mailDir, name), 'utf8');
      const code = mail.includes(email) ? /^([A-Z2-9]{3} [A-Z2-9]{4})$/m.exec(mail)?.[1] : undefined;
      if (code) return code.replace(' ', '');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification mail for ${email}`);
}

export async function run({ baseUrl, dataDir, figure }) {
  const email = `bench-${Date.now()}@example.de`;
  await post(baseUrl, '/api/auth/register', {
    email,
    phone_number: '+49 170 1234567',
    agree_to_terms: true,
    terms_version: TERMS_VERSION,
  });
  const { token } = await post(baseUrl, '/api/auth/verify-email-verification-code', {
    code: await mailedCode(dataDir, email),
    email,
  });
  await post(baseUrl, `/api/auth/email-verify/${token}`, {
    phone_number: '+49 170 1234567',
    first_name: 'Bench',
    last_name: 'Mark',
    gender: 'MALE',
    password: PASSWORD,
    confirm_password: PASSWORD,
    birth_date: '1973-01-01',
  });
  const times = [];
  for (let i = 0; i < 8; i += 1) {
    const started = performance.now();
    await post(baseUrl, '/api/auth/login', { email, password: PASSWORD, remember_me: false });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  figure('login_latency_p50', times[4].toFixed(1), 'ms');
  figure('login_latency_min', times[0].toFixed(1), 'ms');
}
