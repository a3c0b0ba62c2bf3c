import type { TestContext } from './test-context';

/** The form fields of a valid company as the browser sends them (snake_case multipart fields). */
export function companyFormFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    legal_name: 'Autohaus Sonne GmbH',
    type: 'GMBH',
    street_address: 'Hauptstraße',
    house_number: '12a',
    additional_address: '',
    country_id: '82',
    city: 'München',
    postal_code: '80331',
    tax_number: '143/123/45678',
    vat_id: 'DE136695976',
    commercial_register_number: 'HRB 123456',
    commercial_register_name: 'Amtsgericht München',
    website: 'https://autohaus-sonne.de',
    owner: 'Max Mustermann',
    phone: '+4915112345678',
    email: 'info@autohaus-sonne.de',
    fax: '+49891234567',
    landline_number: '+49891234560',
    bank_name: 'Stadtsparkasse München',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    ...overrides,
  };
}

/** Waits for a job's status endpoint to reach DONE or FAILED. */
export async function waitForJob(t: TestContext, url: string, headers: Record<string, string>) {
  for (let i = 0; i < 200; i += 1) {
    const response = await t.app.inject({ method: 'GET', url, headers });
    const data = response.json().data as { status: string; progress: number; error: string | null; result: unknown } | undefined;
    if (!data || data.status === 'DONE' || data.status === 'FAILED') return { response, data };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job at ${url} did not finish`);
}
