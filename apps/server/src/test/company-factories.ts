import { existsSync, readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { toSnakeKey } from '@kontor/domain/case';
import type { JobStatusView } from '@kontor/domain/jobs';
import { SAMPLE_COMPANY } from '@kontor/domain/sample-data';
import type { TestContext } from './test-context';

/** The form fields of a valid company as the browser sends them (snake_case multipart fields). */
export function companyFormFields(overrides: Record<string, string> = {}): Record<string, string> {
  const fields = Object.entries(SAMPLE_COMPANY).map(([key, value]) => [toSnakeKey(key), String(value)]);
  return { ...Object.fromEntries(fields), ...overrides };
}

/** Waits for a job's status endpoint to reach DONE or FAILED. */
export async function waitForJob(t: TestContext, url: string, headers: Record<string, string>) {
  for (let i = 0; i < 200; i += 1) {
    const response = await t.app.inject({ method: 'GET', url, headers });
    const data = response.json().data as JobStatusView | undefined;
    if (!data || data.status === 'DONE' || data.status === 'FAILED') return { response, data };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job at ${url} did not finish`);
}

/** The company's legal document of `type` once a job has stored its files (a logo sent with the company's data goes there too). */
export async function waitForDocumentFiles(t: TestContext, headers: Record<string, string>, type: string) {
  for (let i = 0; i < 200; i += 1) {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/company/documents', headers });
    const document = (response.json().data as { type: string; status: string; files: { filename: string }[] }[]).find(
      (candidate) => candidate.type === type,
    );
    if (document && document.files.length > 0) return document;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no files for the legal document ${type}`);
}

/** Every file under the storage root except the temp folder, relative. */
export function storedFiles(t: TestContext): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}.tmp`))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}
